-- Live unpaid tickets of the event held from these addresses and devices, by
-- "ip|<address>|<idFecha>|<cdTipo>" and "disp|<device>|<idFecha>|<cdTipo>".
CREATE OR REPLACE FUNCTION pulso_retenidas_origen(p_evento integer, p_ips text[], p_dispositivos text[],
                                       p_now timestamptz)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(k, q), '{}'::jsonb)
    FROM (
      SELECT 'ip|' || o.ip_cliente || '|' || i.id_fecha || '|' || i.cd_tipo AS k,
             sum(i.cantidad)::integer AS q
        FROM ordenes o JOIN orden_items i ON i.id_orden = o.id_orden
       WHERE o.id_evento = p_evento AND o.estado = 'pendiente' AND o.hold_expires_at > p_now
         AND o.ip_cliente = ANY (p_ips)
       GROUP BY 1
      UNION ALL
      SELECT 'disp|' || o.dispositivo || '|' || i.id_fecha || '|' || i.cd_tipo,
             sum(i.cantidad)::integer
        FROM ordenes o JOIN orden_items i ON i.id_orden = o.id_orden
       WHERE o.id_evento = p_evento AND o.estado = 'pendiente' AND o.hold_expires_at > p_now
         AND o.dispositivo = ANY (p_dispositivos)
       GROUP BY 1) t
$$;

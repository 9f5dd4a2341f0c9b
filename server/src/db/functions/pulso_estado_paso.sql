-- Where a stock row's step stands for a buyer at `p_now` (a tanda's view, TandaView's estado):
-- 'abierta' for the step on sale (pulso_paso_en_venta) and for a hidden step, which is outside
-- its tanda's order; 'agotada' before it, 'proxima' after it; null for a row outside a tanda.
CREATE OR REPLACE FUNCTION pulso_estado_paso(p_id_entrada integer, p_now timestamptz)
RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT CASE WHEN e.id_tanda IS NULL THEN NULL
                WHEN e.oculta THEN 'abierta'
                ELSE CASE sign(e.paso - pulso_paso_en_venta(e.id_tanda, NULL, p_now))
                       WHEN 0 THEN 'abierta' WHEN -1 THEN 'agotada' ELSE 'proxima' END END
      FROM entradas e
     WHERE e.id_entrada = p_id_entrada);
END
$$;

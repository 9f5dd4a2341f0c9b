-- The purchase's stock take in one statement (server/src/modules/ordenes/stock.ts, takeLines):
-- lock every ticket row of the days in id_entrada order (purchases queue, never deadlock),
-- then take each line in the order given with the conditional update of reserveLines (the
-- row's own stock, and its type's total shared by the regular row and its early bird). The
-- first line that does not fit raises PU409 with its 1-based position in DETAIL and the
-- caller's transaction rolls back. One statement lets the caller send COMMIT in the same
-- message, so the hot rows stay locked for the take and the commit only.
CREATE FUNCTION pulso_tomar_stock(
  p_fechas integer[],
  p_entradas integer[],
  p_cantidades integer[],
  p_regulares integer[],
  p_tempranas integer[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  i integer;
BEGIN
  PERFORM 1 FROM entradas WHERE id_fecha = ANY (p_fechas) ORDER BY id_entrada FOR NO KEY UPDATE;
  FOR i IN 1 .. coalesce(array_length(p_entradas, 1), 0) LOOP
    UPDATE entradas e SET vendidas = e.vendidas + p_cantidades[i]
     WHERE e.id_entrada = p_entradas[i]
       AND e.vendidas + p_cantidades[i] <= e.cantidad
       AND NOT EXISTS (
         SELECT 1 FROM entradas o
          WHERE o.id_fecha = e.id_fecha
            AND ((o.cd_tipo = p_regulares[i] AND o.vendidas + e.vendidas + p_cantidades[i] > o.cantidad)
              OR (o.cd_tipo = p_tempranas[i] AND e.vendidas + o.vendidas + p_cantidades[i] > e.cantidad)));
    IF NOT FOUND THEN
      RAISE EXCEPTION 'sin stock' USING ERRCODE = 'PU409', DETAIL = i::text;
    END IF;
  END LOOP;
END
$$;

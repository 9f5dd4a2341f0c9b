-- A ticket's short code (shared/domain/ticket-short-code.ts): 8 characters of an alphabet
-- without look-alikes, printed "K7QF-2M9X" on the PDF and under the web ticket's QR, which the
-- door accepts online and offline (docs/decisions/0081-door-short-codes-and-terms-versions.md).
-- Issuing draws one in code (tickets/issue-tickets.ts); this default serves any other insert.
-- The alphabet is the same string as SHORT_CODE_ALPHABET.
CREATE OR REPLACE FUNCTION pulso_codigo_corto() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::integer, 1), '')
    FROM generate_series(1, 8)
$$;

-- A cancelled event stays with the people it concerns (docs/decisions/0011-event-visibility.md):
-- its buyers keep its tickets on their screens, marked cancelled with their refund, and its
-- page keeps answering for whoever has the link. Two facts the cancellation now records:
--   cancelado_at:    the instant it was cancelled; the refunds written then are the
--                    cancellation's (a refund asked for or withdrawn earlier is not);
--   cancelado_desde: the estado it was cancelled from; only one cancelled while public
--                    (2 En venta) opens by its link, so an unpublished event stays unrevealed.
ALTER TABLE "eventos" ADD COLUMN "cancelado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "eventos" ADD COLUMN "cancelado_desde" integer;--> statement-breakpoint
-- Events cancelled before: the cancellation was their last change, and one that sold a ticket
-- was on sale then (tickets are sold only En venta).
UPDATE "eventos" e SET "cancelado_at" = e."updated_at",
  "cancelado_desde" = CASE WHEN EXISTS (
    SELECT 1 FROM "ordenes" o WHERE o."id_evento" = e."id_evento" AND o."paid_at" IS NOT NULL
      AND o."origen" <> 'lista') THEN 2 END
 WHERE e."cd_estado" = 5;

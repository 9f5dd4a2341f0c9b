ALTER TABLE "ordenes" DROP CONSTRAINT "ordenes_lista_ck";--> statement-breakpoint
ALTER TABLE "ordenes" DROP CONSTRAINT "ordenes_puerta_ck";--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_lista_ck" CHECK (("ordenes"."origen" in ('lista', 'puerta')) = ("ordenes"."id_usuario" is null)
        and ("ordenes"."origen" <> 'lista' or ("ordenes"."provider" is null and "ordenes"."total" = 0)));--> statement-breakpoint
ALTER TABLE "ordenes" ADD CONSTRAINT "ordenes_puerta_ck" CHECK (("ordenes"."origen" = 'puerta') = ("ordenes"."id_caja" is not null)
        and ("ordenes"."id_caja" is null) = ("ordenes"."medio_puerta" is null)
        and ("ordenes"."medio_puerta" is null
             or "ordenes"."medio_puerta" in ('efectivo', 'transferencia', 'mercadopago'))
        and coalesce("ordenes"."medio_puerta" = 'mercadopago', false)
            = ("ordenes"."origen" = 'puerta' and "ordenes"."provider" is not null));
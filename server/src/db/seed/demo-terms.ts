import { sql } from 'drizzle-orm';
import { TERMS_MEDIA_KEY, TERMS_PAST_MEDIA_KEY } from '@shared/domain/catalogs';
import type { MediaRow } from '../../media/media-service';
import type { DbTx } from '../executor';
import { terminosVersiones } from '../schema/index';
import { days } from './demo-time';

/** The earlier terms version of the demo was published this long before seeding. */
export const DEMO_TERMS_EARLIER_DAYS = 90;

/**
 * The demo's terms as versions (migration 0025): an earlier PDF and the one in force, published
 * at seeding, as /actualizar-tyc lists them. The demo's purchases were made before the seed
 * ran its media (the trigger found no version then): each records the version in force when it
 * was made, as a checkout would have.
 */
export async function insertDemoTermsVersions(
  tx: DbTx,
  files: ReadonlyArray<Pick<MediaRow, 'idMedia' | 'idEntidadMedia'>>,
  now: Date,
): Promise<void> {
  const file = (key: string) => files.find((f) => f.idEntidadMedia === key)!.idMedia;
  await tx.insert(terminosVersiones).values([
    {
      idMedia: file(TERMS_PAST_MEDIA_KEY),
      publicadaAt: new Date(now.getTime() - days(DEMO_TERMS_EARLIER_DAYS)),
    },
    { idMedia: file(TERMS_MEDIA_KEY), publicadaAt: now },
  ]);
  await tx.execute(sql`
    update ordenes o set id_version_terminos = (
      select max(v.id_version) from terminos_versiones v where v.publicada_at <= o.created_at)
     where o.origen = 'compra'`);
}

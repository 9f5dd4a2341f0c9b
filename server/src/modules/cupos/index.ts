/**
 * Capacity pools (cupos): the places a day's stock rows share, made for the specification's
 * template (docs/decisions/0085-capacity-pools.md), and what rows can still sell, asked of the
 * capacity rule in the database (lugares.ts, docs/decisions/0096-the-capacity-rule-in-sql.md).
 * Imports no other module: stock, orders, events, sales, lists and codes all read them here.
 * The module's entry file: other modules import only what is exported here (lint enforces it).
 */
export { createTemplateTandas, eventStock, followTotal, withCupos } from './cupos';
export { disponibilidadSql, lugaresDe, lugaresSql, type Disponibilidad } from './lugares';

/**
 * The buyer account of an order that went through a payment provider. Only a guest-list
 * invitation (origen 'lista') has none, and it never reaches a provider, a refund or a
 * buyer's own views (the ordenes_lista_ck constraint ties the two together).
 */
export function buyerIdOf(orden: { idOrden: number; idUsuario: number | null }): number {
  if (orden.idUsuario === null)
    throw new Error(`Order ${orden.idOrden} is a guest-list invitation: it has no buyer`);
  return orden.idUsuario;
}

/** The provider of an order that has a buyer (see buyerIdOf). */
export function providerOf<P extends string>(orden: { idOrden: number; provider: P | null }): P {
  if (orden.provider === null)
    throw new Error(`Order ${orden.idOrden} is a guest-list invitation: it has no provider`);
  return orden.provider;
}

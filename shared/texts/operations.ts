/** What the health and readiness checks answer (load balancers, and whoever reads them). */
export const OPERATIONS_TEXTS = {
  vivo: 'Pulso está en marcha.',
  listo: 'Pulso está listo para atender.',
  baseNoResponde: 'La base de datos no responde.',
  migracionesPendientes: (n: number) =>
    n === 1 ? 'Falta aplicar 1 migración.' : `Faltan aplicar ${n} migraciones.`,
  cerrando: 'Pulso se está deteniendo: termina lo que está en curso y no recibe pedidos nuevos.',
} as const;

/**
 * Spanish texts of /comprar that the spec does not word, plus the two it
 * does (the form's title "Tus datos" and the modal's title). Validation messages live with
 * their rules in shared/validation/checkout.ts (CHECKOUT_MSG); server answers in
 * shared/api/checkout.ts (ORDEN_MSG). Labels are the accessible names tests find fields by.
 */
export const CHECKOUT_TEXT = {
  titulo: 'Resumen de compra',
  sinCompra: 'Elegí tus entradas en un evento para comprar.',
  imagenAlt: (evento: string) => `Imagen del evento ${evento}`,
  items: 'Entradas elegidas',
  cantidadTipo: (cantidad: number, tipo: string) => `${cantidad} x ${tipo}`,
  /** A mesa's line (docs/decisions/0089-mesas-and-order-limits.md): mesas, and the tickets they give. */
  cantidadMesa: (cantidad: number, tipo: string, personas: number) =>
    `${cantidad} x ${tipo} (${cantidad * personas} entradas)`,
  precioUnitario: 'Precio unitario',
  precioPorMesa: 'Precio por mesa',
  itemSubtotal: 'Subtotal del ítem',
  subtotal: 'Subtotal',
  cargoServicio: 'Cargo por servicio',
  total: 'Total',
  // Add-ons bought with the day's tickets (docs/decisions/0090-add-ons.md)
  adicionalesTitulo: 'Sumá a tu entrada',
  adicionalesAyuda: 'Cada adicional va con una de tus entradas de ese día.',
  adicionalPrecio: (precio: string) => `${precio} c/u`,
  /** The day, only when the chosen tickets are for more than one. */
  adicionalDia: (dia: string) => `Para el ${dia}`,
  adicionalCantidad: (nombre: string, dia: string) => `Cantidad de ${nombre}, ${dia}`,
  agregarAdicional: (nombre: string) => `Agregar ${nombre}`,
  quitarAdicional: (nombre: string) => `Quitar ${nombre}`,
  adicionalAgotado: 'Agotado',
  adicionalesElegidos: 'Adicionales elegidos',
  // "Tus datos" (docs/architecture.md, "Renderer")
  tusDatos: 'Tus datos',
  cargandoDatos: 'Cargando tus datos...',
  errorDatos: 'No pudimos cargar tus datos. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  nombre: 'Nombre',
  apellido: 'Apellido',
  email: 'Email',
  telefono: 'Teléfono (sin 0 ni 15)',
  tipoId: 'Tipo de documento',
  tiposId: { DNI: 'DNI', Pasaporte: 'Pasaporte' },
  numeroId: 'Número de documento',
  dtNacimiento: 'Fecha de nacimiento',
  domicilio: 'Domicilio',
  direccion: 'Dirección',
  direccionPlaceholder: 'Calle y número',
  bloqueado: 'Los datos que ya están en tu perfil no se cambian acá. Para editarlos, andá a',
  miPerfil: 'Mi perfil',
  // A stored value the checkout refuses opens for correction (no dead end)
  corregirDatos:
    'Algunos datos de tu perfil no sirven para comprar. Corregilos acá: al comprar los guardamos en tu perfil.',
  terminosPrefijo: 'Acepto los ',
  terminos: 'Términos y Condiciones',
  terminosY: ' y la ',
  privacidad: 'Política de Privacidad',
  aceptaTerminos: 'Acepto los Términos y Condiciones y la Política de Privacidad',
  comprar: 'Comprar',
  // The modal before the payment page
  modalTitulo: 'Redirección a MercadoPago',
  modalTexto:
    'Vamos a llevarte a MercadoPago para que completes la compra. Tus entradas quedan reservadas por unos minutos mientras pagás.',
  ok: 'Aceptar',
  // The order and its hold
  reservando: 'Reservando tus entradas...',
  reservadas: 'Tus entradas están reservadas.',
  tiempoRestante: (mmss: string) => `Tenés ${mmss} para completar el pago.`,
  reservaVencida:
    'El tiempo para pagar terminó y tus entradas se liberaron. Volvé al evento para elegirlas otra vez.',
  redirigiendo: 'Te estamos llevando a la página de pago...',
  irAPagar: 'Ir a pagar',
  // Desktop: the payment page opens in the system browser
  pagoEnNavegador:
    'Abrimos la página de pago en tu navegador. Cuando termines, volvé a Pulso: tus entradas aparecen acá en cuanto se confirme el pago.',
  abrirPagoOtraVez: 'Abrir la página de pago otra vez',
  esperandoPago: 'Esperando la confirmación del pago...',
  pagoRechazado: 'El pago fue rechazado y tus entradas se liberaron. Podés intentar de nuevo.',
  volverAlEvento: 'Volver al evento',
  // A rejected payment, retried while the hold's time lasts (no dead end)
  reintentarPago: 'Reintentar el pago',
  reintentarHasta: (hora: string) =>
    `Podés volver a reservar las mismas entradas y pagar con otro medio hasta las ${hora}.`,
  reintentando: 'Reservando tus entradas otra vez...',
  errorReintentar: 'No pudimos reintentar el pago. Probá de nuevo en un momento.',
  errorOrden: 'No pudimos reservar tus entradas. Probá de nuevo en un momento.',
  // A pending purchase found again (issue 15): back from the payment page, or a second Comprar
  pendienteTitulo: 'Tenés una compra pendiente',
  pendienteTexto:
    'Tus entradas siguen reservadas para vos hasta que termine el tiempo. Podés terminar de pagarla o cancelarla.',
  pendienteOtras: 'Para comprar las entradas que elegiste ahora, primero cancelá esa compra.',
  pendienteItems: 'Entradas de la compra pendiente',
  pendienteSinPago:
    'No pudimos abrir su página de pago. Probá de nuevo en un momento o cancelá la compra.',
  continuarPago: 'Continuar con el pago',
  cancelarCompra: 'Cancelar esa compra',
  compraCancelada: 'Cancelaste la compra y sus entradas se liberaron.',
  errorCancelar: 'No pudimos cancelar la compra. Probá de nuevo en un momento.',
} as const;

/** "09:58": minutes and seconds left until `until`, never below 00:00. */
export function formatCountdown(untilMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/**
 * The lines of a payment the provider shows the buyer on its own page (server/src/payments,
 * built in server/src/modules/ordenes/ordenes-service.ts). Amounts travel apart.
 */
export const PAYMENT_ITEM_TEXT = {
  titulo: (evento: string) => `Entradas para ${evento}`,
  /** With a discount the tickets go as one line at the discounted price. */
  conDescuento: (evento: string) => `Entradas para ${evento} (con descuento)`,
  linea: (evento: string, tipo: string, dia: string) => `${evento} – ${tipo} – ${dia}`,
  cargoServicio: 'Cargo por servicio',
} as const;

/**
 * Guest lists' Spanish texts (issue 14): the server's refusals, the invitation mail and the
 * organiser's page (/lista/:eventoId). Apart from shared/api/guest-list.ts so screens import
 * them without zod.
 */
export const LISTA_MSG = {
  sinInvitados: 'Agregá al menos un invitado.',
  demasiados: (max: number) => `Podés agregar hasta ${max} invitados por vez.`,
  nombreFalta: (linea: number) => `Línea ${linea}: falta el nombre del invitado.`,
  nombreLargo: (linea: number, max: number) =>
    `Línea ${linea}: el nombre no puede tener más de ${max} caracteres.`,
  correoInvalido: (linea: number) => `Línea ${linea}: el correo electrónico no es válido.`,
  repetidoEnCarga: (linea: number, correo: string) =>
    `Línea ${linea}: ${correo} aparece más de una vez.`,
  yaInvitado: (correo: string) => `${correo} ya está en la lista de ese día.`,
  horaInvalida: 'La hora límite debe tener el formato HH:MM (por ejemplo 01:30).',
  modalidadInvalida: 'Elegí lista free o lista con descuento.',
  precioPuerta: 'Ingresá el precio que paga el invitado en la puerta (mayor que cero).',
  precioNoCorresponde: 'Una lista free no lleva precio en la puerta.',
  precioMayor: 'El precio en la puerta no puede superar el precio de la entrada.',
  entradaNoEncontrada: 'No encontramos ese tipo de entrada para ese día del evento.',
  diaTerminado: 'Ese día del evento ya terminó.',
  eventoNoDisponible: 'Solo se puede cargar la lista de un evento aprobado o en venta.',
  sinLugar: (lugares: number) =>
    lugares === 0
      ? 'No quedan lugares de ese tipo de entrada para ese día.'
      : `Solo quedan ${lugares} lugares de ese tipo de entrada para ese día.`,
  invitadoNoEncontrado: 'No encontramos ese invitado.',
  // RRPP lists (docs/decisions/0092-rrpp.md).
  cupoInvalido: (max: number) => `Ingresá la cantidad de lugares: un número de 1 a ${max}.`,
  cupoMenorQueInvitados: (nombre: string, invitados: number) =>
    `La lista de ${nombre} ya tiene ${invitados} ${invitados === 1 ? 'invitado' : 'invitados'}: el cupo no puede ser menor.`,
  sinListaRrpp: 'No tenés una lista para ese día. Pedile una a la productora.',
  cupoLleno: (cupo: number, quedan: number) =>
    quedan === 0
      ? `Tu lista de ese día está completa (${cupo} lugares).`
      : `Tu lista de ese día tiene ${cupo} lugares y quedan ${quedan}.`,
  rrppNoEncontrado: 'Esa persona no es RRPP de la productora del evento.',
  yaIngreso: 'Ese invitado ya entró: no se puede quitar de la lista.',
  yaQuitado: 'Ese invitado ya fue quitado de la lista.',
  invitacionInvalida: 'Esta invitación ya no es válida.',
} as const;

/** The invitation a guest gets by mail, with the link to the ticket (PDF with its QR). */
export function invitacionMail(o: {
  nombre: string;
  evento: string;
  dia: string;
  condiciones: string;
  link: string;
}) {
  return {
    asunto: `Estás en la lista de ${o.evento}`,
    cuerpo: [
      `Hola ${o.nombre}:`,
      '',
      `Te sumaron a la lista de «${o.evento}» para el ${o.dia}.`,
      o.condiciones,
      '',
      `Tu entrada, con el código QR para mostrar en la puerta junto con tu DNI: ${o.link}`,
      '',
      'Pulso',
    ].join('\n'),
  };
}

/** "Lista free hasta las 01:30", "Lista con descuento: pagás $ 3.000 en la puerta". */
export function condicionesLista(o: { precio: string | null; hasta: string | null }) {
  const base =
    o.precio === null ? 'Lista free' : `Lista con descuento: pagás ${o.precio} en la puerta`;
  return o.hasta === null ? `${base}.` : `${base}, hasta las ${o.hasta}.`;
}

/** The guest's ticket PDF, in the price line. */
export const listaPrecioPdf = (o: { precio: string | null; hasta: string | null }) =>
  `${o.precio === null ? 'Sin cargo' : `${o.precio} en la puerta`} · Lista${
    o.hasta === null ? '' : ` hasta las ${o.hasta}`
  }`;

/** A cancelled event's guests: their invitation no longer admits anyone. */
export const listaCanceladaMail = (o: { nombre: string; evento: string; motivo: string }) => ({
  asunto: `Se canceló «${o.evento}»`,
  cuerpo: [
    `Hola ${o.nombre}:`,
    '',
    `El organizador canceló «${o.evento}» y tu lugar en la lista quedó sin efecto.`,
    `Motivo: ${o.motivo}`,
    '',
    'Pulso',
  ].join('\n'),
});

/** The organiser's page. */
export const LISTA_TEXT = {
  titulo: (evento: string) => `Lista de invitados de ${evento}`,
  menu: 'Lista de invitados',
  cargando: 'Cargando la lista...',
  error: 'No pudimos cargar la lista. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  ayuda:
    'Cada invitado recibe por correo una entrada con código QR que la puerta valida como cualquier otra. Los invitados ocupan lugares del día.',
  dia: 'Día',
  tipoEntrada: 'Entran como',
  modalidad: 'Tipo de lista',
  free: 'Lista free',
  descuento: 'Lista con descuento',
  precioPuerta: 'Precio en la puerta',
  hasta: 'Hora límite (opcional)',
  hastaAyuda: 'Después de esa hora la puerta no los deja pasar. Por ejemplo 01:30.',
  invitados: 'Invitados',
  invitadosAyuda:
    'Uno por línea: nombre y correo separados por coma. Podés pegar una lista desde una planilla.',
  invitadosEjemplo: 'Juana Pérez, juana@correo.com',
  agregar: 'Agregar a la lista',
  agregando: 'Agregando...',
  agregados: (n: number) =>
    n === 1
      ? 'Agregamos 1 invitado y le mandamos su entrada.'
      : `Agregamos ${n} invitados y les mandamos su entrada.`,
  vacio: 'Todavía no hay invitados.',
  nombre: 'Nombre',
  correo: 'Correo electrónico',
  condiciones: 'Condiciones',
  estado: 'Estado',
  ingreso: (hora: string) => `Entró a las ${hora}`,
  sinIngresar: 'Sin ingresar',
  quitado: 'Quitado',
  quitar: 'Quitar',
  quitarConfirmar: (nombre: string) => `¿Quitar a ${nombre} de la lista? Su entrada deja de valer.`,
  cancelar: 'Cancelar',
  /** "1 lugar disponible", "1.234 lugares disponibles" (`texto` is `n` written in es-AR). */
  lugares: (n: number, texto: string) =>
    n === 1 ? `${texto} lugar disponible` : `${texto} lugares disponibles`,
  volver: 'Volver a Entradas vendidas',
  // The form's live preview of a pasted list.
  /** "3 invitados para agregar" */
  vistaPrevia: (n: number) =>
    n === 1 ? '1 invitado para agregar.' : `${n} invitados para agregar.`,
  problemas: 'Corregí estas líneas antes de agregar:',
  precioPuertaAyuda: 'En pesos, hasta el precio de la entrada.',
  sinDias: 'Este evento no tiene días cargados.',
  /** A stock row in "Entran como": "General · $ 10.000 · 42 lugares disponibles". */
  entradaOpcion: (tipo: string, precio: string, lugares: string) =>
    `${tipo} · ${precio} · ${lugares}`,
  // The guests' table.
  tabla: 'Invitados de la lista',
  tipo: 'Tipo de entrada',
  acciones: 'Acciones',
  condicionFree: 'Free',
  condicionPrecio: (precio: string) => `${precio} en puerta`,
  condicionHasta: (hora: string) => `hasta las ${hora}`,
  quitarInvitado: (nombre: string) => `Quitar a ${nombre} de la lista`,
  quitadoAviso: (nombre: string) => `Quitamos a ${nombre} de la lista.`,
} as const;

/**
 * RRPP lists (docs/decisions/0092-rrpp.md): the organiser's section on /lista/:eventoId, the
 * guests table's tag and the RRPP's own lists (features/guest-list/mis-listas-rrpp.tsx).
 */
export const RRPP_LISTA_TEXT = {
  /** The guests table: whose list a guest is on. */
  deLista: (rrpp: string) => `Lista de ${rrpp}`,

  // The organiser's section.
  titulo: 'Listas de RRPP',
  ayuda:
    'Cada RRPP puede tener su propia lista por día, con una cantidad de lugares. Sus invitados reciben la entrada por correo como los tuyos y en la puerta se ve de qué lista son.',
  errorCarga: 'No pudimos cargar las listas de RRPP. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  sinListasDia: 'Ningún RRPP tiene lista este día.',
  listasDe: (dia: string) => `Listas de RRPP del ${dia}`,
  invitados: 'Invitados',
  entranComo: 'Entran como',
  condiciones: 'Condiciones',
  /** "7 de 20 · 2 entraron" (the numbers already written in es-AR). */
  uso: (usados: string, cupo: string, ingresaron: number, ingresaronTexto: string) =>
    `${usados} de ${cupo} · ${ingresaron === 1 ? '1 entró' : `${ingresaronTexto} entraron`}`,
  condicionFree: 'Free',
  condicionCobrar: (precio: string) => `Cobrar ${precio} en puerta`,
  condicionHasta: (hora: string) => `hasta las ${hora}`,
  cambiar: 'Cambiar',
  cambiarDe: (rrpp: string) => `Cambiar la lista de ${rrpp}`,
  formTitulo: 'Dar o cambiar la lista de un RRPP',
  formDia: 'Día de la lista',
  rrpp: 'RRPP',
  elegirRrppOpcion: 'Elegí un RRPP',
  elegirRrpp: 'Elegí a qué RRPP le das la lista.',
  entrada: 'Sus invitados entran como',
  cupo: 'Lugares en su lista',
  cupoAyuda: (max: string) => `Cuántos invitados puede sumar ese día, hasta ${max}.`,
  modalidad: 'Condición de la lista',
  free: 'Free',
  descuento: 'Con descuento',
  precio: 'Cobrar en la puerta',
  precioAyuda: 'En pesos, hasta el precio de la entrada.',
  hasta: 'Hora límite de su lista (opcional)',
  hastaAyuda: 'Después de esa hora la puerta no deja pasar a sus invitados. Por ejemplo 01:30.',
  /** The chosen RRPP already has a list that day. */
  yaTiene: (rrpp: string, usados: number) =>
    usados === 0
      ? `${rrpp} ya tiene lista ese día: al guardar la cambiás.`
      : `${rrpp} ya tiene lista ese día, con ${usados} ${usados === 1 ? 'invitado' : 'invitados'}: al guardar la cambiás y el cupo no puede ser menor.`,
  guardar: 'Guardar la lista',
  guardando: 'Guardando...',
  guardado: (rrpp: string) => `Guardamos la lista de ${rrpp}.`,

  // The RRPP's own lists.
  misListas: 'Mis listas de invitados',
  misListasAyuda:
    'Sumá a tu gente a tus listas: cada invitado recibe por correo su entrada con código QR para mostrar en la puerta.',
  cargando: 'Cargando tus listas...',
  error: 'No pudimos cargar tus listas. Probá de nuevo en un momento.',
  sinListas: 'Todavía no tenés listas.',
  /** "7 de 20 lugares" (the numbers already written in es-AR). */
  lugares: (usados: string, cupo: string) => `${usados} de ${cupo} lugares`,
  quedan: (n: number, texto: string) =>
    n === 0 ? 'lista completa' : n === 1 ? 'queda 1' : `quedan ${texto}`,
  /** "Entran como General · Lista free, hasta las 01:30" */
  terminos: (o: { tipo: string; precio: string | null; hasta: string | null }) =>
    `Entran como ${o.tipo} · ${
      o.precio === null ? 'Lista free' : `Lista con descuento: pagan ${o.precio} en la puerta`
    }${o.hasta === null ? '' : `, hasta las ${o.hasta}`}`,
  invitadosDe: (evento: string, dia: string) => `Invitados de tu lista de ${evento}, ${dia}`,
  sinInvitados: 'Todavía no sumaste invitados a esta lista.',
  // Guests' states are LISTA_TEXT's (ingreso, sinIngresar, quitado).
  quitar: 'Quitar',
  quitarInvitado: (nombre: string) => `Quitar a ${nombre} de la lista`,
  quitarTitulo: 'Quitar de la lista',
  quitarConfirmar: (nombre: string) =>
    `¿Quitar a ${nombre} de tu lista? Su entrada deja de valer y el lugar vuelve a tu lista.`,
  quitadoAviso: (nombre: string) => `Quitamos a ${nombre} de tu lista.`,
  sumar: 'Sumar invitados',
  sumarAyuda:
    'Uno por línea: nombre y correo separados por coma. Podés pegar una lista desde el teléfono o una planilla.',
  sumarEjemplo: 'Juana Pérez, juana@correo.com',
  agregar: 'Agregar a mi lista',
  agregando: 'Agregando...',
} as const;

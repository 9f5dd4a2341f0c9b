/**
 * Screen and mail texts of transfers to a friend (issue 13). Errors are TRANSFER_MSG in
 * shared/api/transfers.ts. Dates arrive formatted.
 */
export const TRANSFER_TEXT = {
  // /entrada-adquirida
  transferir: 'Transferir entrada',
  dialogoTitulo: 'Transferir entrada',
  dialogoAviso:
    'La entrada pasa a la persona que indiques: le generamos un código nuevo y el tuyo deja de valer. No se puede deshacer una vez que la recibe.',
  correoLabel: 'Correo de quien la recibe',
  confirmar: 'Transferir',
  volver: 'Volver',
  enviadaACuenta: (correo: string) => `Listo: la entrada ya es de ${correo}.`,
  enviadaPorLink: (correo: string) =>
    `Le mandamos un mail a ${correo} con un link para recibir la entrada. Hasta que la reciba, sigue siendo tuya.`,
  pendiente: (correo: string) => `Transferencia pendiente a ${correo}.`,
  cancelar: 'Cancelar transferencia',
  cancelada: 'Cancelaste la transferencia: la entrada sigue siendo tuya.',
  historialTitulo: 'Historial de la entrada',
  historialLinea: (de: string, para: string, fecha: string) =>
    `${fecha}: ${de} se la transfirió a ${para}.`,
  // /mis-entradas
  enviadasTitulo: 'Entradas que transferiste',
  enviadaLinea: (para: string, fecha: string) => `A ${para}, el ${fecha}`,
  estado: { pendiente: 'Pendiente', aceptada: 'Recibida', cancelada: 'Cancelada' } as const,
  // /transferencia/:token
  recibirTitulo: 'Te enviaron una entrada',
  recibirDetalle: (de: string, evento: string, dia: string, tipo: string) =>
    `${de} te envía una entrada ${tipo} para ${evento} (${dia}).`,
  recibir: 'Recibir entrada',
  ingresarParaRecibir:
    'Para recibirla, ingresá o creá tu cuenta (con este correo o con el que quieras) y volvé a este link.',
  ingresar: 'Ingresar',
  registrarme: 'Crear cuenta',
  recibida: 'La entrada ya es tuya.',
  verEntrada: 'Ver mi entrada',
  yaAceptada: 'Esta entrada ya fue recibida.',
  yaCancelada: 'Quien te la envió canceló la transferencia.',
  // The organiser (create / modify event, sales)
  permitirLabel: 'Permitir que quienes compran transfieran sus entradas',
  transferidasTitulo: 'Entradas transferidas',
  transferidasVacio: 'Nadie transfirió entradas de este evento.',
  columnas: {
    dia: 'Fecha',
    tipo: 'Tipo',
    comprador: 'Compró',
    titular: 'Titular actual',
    at: 'Desde',
  },
} as const;

export const TRANSFER_MAIL = {
  asuntoRecibida: (evento: string) => `Te transfirieron una entrada para ${evento}`,
  recibida: (o: {
    nombre: string;
    de: string;
    evento: string;
    dia: string;
    tipo: string;
    url: string;
  }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `${o.de} te transfirió una entrada ${o.tipo} para ${o.evento} (${o.dia}). Ya está en tu cuenta, con un código nuevo que es solo tuyo:`,
      o.url,
      '',
      'Presentala en la puerta junto con tu DNI o pasaporte.',
    ].join('\n'),
  asuntoInvitacion: (de: string, evento: string) => `${de} te envía una entrada para ${evento}`,
  invitacion: (o: { de: string; evento: string; dia: string; tipo: string; url: string }) =>
    [
      'Hola:',
      '',
      `${o.de} te envía una entrada ${o.tipo} para ${o.evento} (${o.dia}) a través de Pulso.`,
      'Para recibirla, entrá a este link e ingresá o creá tu cuenta:',
      o.url,
      '',
      'Si no conocés a quien te la envía, ignorá este mail.',
    ].join('\n'),
  asuntoEnviada: (evento: string) => `Transferiste tu entrada para ${evento}`,
  enviada: (o: { nombre: string; para: string; evento: string; dia: string; tipo: string }) =>
    [
      `Hola ${o.nombre}:`,
      '',
      `Tu entrada ${o.tipo} para ${o.evento} (${o.dia}) ahora es de ${o.para}. Su código anterior ya no vale en la puerta.`,
    ].join('\n'),
} as const;

/**
 * Labels of My profile (/miperfil) and of the password reset screens. The result and error
 * texts the spec quotes live with their rules in shared/validation/profile.ts (PROFILE_MSG,
 * RESET_MSG). Labels are the accessible names tests find fields by.
 */
export const PROFILE_TEXT = {
  titulo: 'Mi Perfil',
  cargando: 'Cargando tu perfil...',
  errorCargar: 'No pudimos cargar tu perfil. Intentá más tarde.',
  // Photo
  foto: 'Foto de perfil',
  elegirFoto: 'Elegir foto',
  cambiarFoto: 'Cambiar foto',
  vistaPrevia: 'Vista previa de la foto de perfil',
  fotoAyuda: 'JPG, JPEG o PNG de hasta 2MB.',
  aceptarFoto: 'Aceptar foto',
  cancelarFoto: 'Cancelar',
  eliminarFoto: 'Eliminar foto',
  subiendoFoto: 'Subiendo foto...',
  // Fields
  datos: 'Tus datos',
  nombre: 'Nombre',
  apellido: 'Apellido',
  correo: 'Correo electrónico',
  correoAyuda: 'Es el correo con el que ingresás; no se puede cambiar.',
  dni: 'DNI/Pasaporte',
  telefono: 'Teléfono (sin 0 ni 15)',
  dtNacimiento: 'Fecha de nacimiento',
  // Where an organiser is paid (the settlement's PDF shows them)
  cobro: 'Datos de cobro',
  cobroAyuda:
    'Donde te transferimos lo que venden tus eventos. Figuran en la liquidación de cada evento.',
  cuit: 'CUIT',
  banco: 'Banco',
  cbu: 'CBU',
  aliasCbu: 'Alias',
  bio: 'Biografía',
  redes: 'Redes',
  instagram: 'Instagram',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  domicilio: 'Domicilio',
  direccion: 'Dirección',
  sinCompletar: 'Sin completar',
  editar: (campo: string) => `Editar ${campo}`,
  editarAyuda: 'Tocá un dato para editarlo; el cambio queda al salir del campo.',
  // Saved as a field is left (no dead end: one wrong field does not hold back the rest)
  cambioGuardado: 'Cambio guardado.',
  guardadoParcial: 'Guardamos lo demás. Corregí los datos marcados para guardarlos.',
  guardar: 'Guardar cambios',
  aceptar: 'Aceptar',
  cancelar: 'Cancelar',
  // Password
  cambiarPassword: 'Cambiar contraseña',
  passwordActual: 'Contraseña actual',
  passwordNueva: 'Nueva contraseña',
  passwordConfirmacion: 'Confirmá la nueva contraseña',
  // Account deletion
  eliminarCuenta: 'Eliminar cuenta',
  eliminarCuentaTitulo: '¿Querés eliminar tu cuenta?',
  eliminarCuentaAviso:
    'Esta operación no puede ser reversada. Se borran tus datos personales, tu foto, tus eventos favoritos y tus me gusta, y se cierra tu sesión en todos tus dispositivos. Tus compras quedan registradas sin tus datos personales.',
  eliminarCuentaEntiendo: 'Entiendo que mi cuenta se elimina para siempre.',
  eliminarCuentaConfirmar: 'Eliminar mi cuenta',
} as const;

export const RESET_TEXT = {
  // In the login modal
  olvidaste: '¿Olvidaste la contraseña?',
  olvidasteAyuda: 'Ingresá el correo de tu cuenta y te enviamos un enlace para elegir una nueva.',
  correo: 'Tu email',
  enviar: 'Enviar enlace',
  volver: 'Volver a iniciar sesión',
  // /restablecer-contrasena
  titulo: 'Restablecer contraseña',
  nueva: 'Nueva contraseña',
  confirmacion: 'Confirmá la nueva contraseña',
  restablecer: 'Restablecer contraseña',
  reglas: 'Al menos 8 caracteres, con una letra y un número.',
  iniciarSesion: 'Iniciar sesión',
  pedirOtro: 'Pedir un enlace nuevo',
} as const;

import type { CrearOrdenPayload } from '@shared/api/checkout';
import type { UsuarioView } from '@shared/api/usuario';
import type { TipoId } from '@shared/domain/orders';
import { tipoIdOf } from '@shared/validation/persona';
import type { PurchaseItem } from '@shared/domain/purchase';
import { checkoutFormSchema } from '@shared/validation/checkout';
import type { UpdateUsuarioPayload } from '@shared/validation/profile';
import { isCapital, type Lugar } from '@shared/domain/location';
import { EMPTY_LOCATION, type LocationValue } from '../../ui/location-cascade';

/** The "Tus datos" form of /comprar. */
export interface BuyerValues {
  nombre: string;
  apellido: string;
  correo: string;
  telefono: string;
  tipoId: TipoId;
  numeroId: string;
  dtNacimiento: string;
  ubicacion: LocationValue;
  direccion: string;
  aceptaTerminos: boolean;
}

/** Fields that come locked when the profile already holds them. */
export type LockableField =
  'nombre' | 'apellido' | 'telefono' | 'documento' | 'dtNacimiento' | 'ubicacion' | 'direccion';

/** Fields the checkout rules check, in the form's order (messages show in this order). */
export const CHECKED_FIELDS = [
  'nombre',
  'apellido',
  'telefono',
  'tipoId',
  'numeroId',
  'dtNacimiento',
  'aceptaTerminos',
] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];
export type BuyerErrors = Partial<Record<CheckedField, string>>;

/** Which locked field a checked field belongs to (the document is one, in two inputs). */
const LOCK_OF: Record<Exclude<CheckedField, 'aceptaTerminos'>, LockableField> = {
  nombre: 'nombre',
  apellido: 'apellido',
  telefono: 'telefono',
  tipoId: 'documento',
  numeroId: 'documento',
  dtNacimiento: 'dtNacimiento',
};

/**
 * No dead end (docs/architecture.md, "Where each rule lives"): a stored value the checkout
 * refuses (a profile saved before the rules were shared, or one the server turned down) is
 * unlocked so the buyer can correct it here; the correction is saved to the profile.
 */
export function unlockRefused(
  locked: ReadonlySet<LockableField>,
  errors: BuyerErrors,
): ReadonlySet<LockableField> {
  const refused = Object.keys(errors)
    .filter((f): f is keyof typeof LOCK_OF => f in LOCK_OF)
    .map((f) => LOCK_OF[f]);
  if (!refused.some((f) => locked.has(f))) return locked;
  return new Set([...locked].filter((f) => !refused.includes(f)));
}

/** The messages of the stored (locked) values the checkout refuses. */
export function storedErrors(
  values: BuyerValues,
  locked: ReadonlySet<LockableField>,
  now: () => Date,
): BuyerErrors {
  const errors: BuyerErrors = {};
  for (const [field, message] of Object.entries(buyerErrors(values, now))) {
    const lock = LOCK_OF[field as keyof typeof LOCK_OF];
    if (lock && locked.has(lock)) errors[field as CheckedField] = message;
  }
  return errors;
}

const lugar = (l: { nombre: string; codigo: string } | undefined): Lugar | null =>
  l?.nombre.trim() ? { id: l.codigo, nombre: l.nombre } : null;

function profileLocation(perfil: UsuarioView): LocationValue {
  const d = perfil.domicilio;
  const provincia = lugar(d?.provincia);
  if (!provincia) return EMPTY_LOCATION;
  return { provincia, municipio: lugar(d.municipio), localidad: lugar(d.localidad) };
}

/** A location is stored when every level it needs is (the capital needs only the province). */
const isCompleteLocation = (v: LocationValue) =>
  Boolean(v.provincia && (isCapital(v.provincia) || (v.municipio && v.localidad)));

/**
 * The form prefilled from the profile, and which fields come locked: those the profile
 * already holds. A half-stored location stays editable as a whole, since the picker's
 * cascade clears the levels below the one that changes.
 */
export function initialBuyer(perfil: UsuarioView): {
  values: BuyerValues;
  locked: ReadonlySet<LockableField>;
} {
  const ubicacion = profileLocation(perfil);
  const documento = perfil.dni.trim();
  const values: BuyerValues = {
    nombre: perfil.nombre,
    apellido: perfil.apellido,
    correo: perfil.correo,
    telefono: perfil.telefono.trim(),
    tipoId: documento ? tipoIdOf(documento) : 'DNI',
    numeroId: documento,
    dtNacimiento: perfil.dtNacimiento?.slice(0, 10) ?? '',
    ubicacion,
    direccion: perfil.domicilio?.direccion.trim() ?? '',
    aceptaTerminos: false,
  };
  const locked = new Set<LockableField>();
  if (values.nombre.trim()) locked.add('nombre');
  if (values.apellido.trim()) locked.add('apellido');
  if (values.telefono) locked.add('telefono');
  if (documento) locked.add('documento');
  if (values.dtNacimiento) locked.add('dtNacimiento');
  if (isCompleteLocation(ubicacion)) locked.add('ubicacion');
  if (values.direccion) locked.add('direccion');
  return { values, locked };
}

/**
 * Every message of the checkout rules, the first per field (docs/architecture.md,
 * "Where each rule lives").
 */
export function buyerErrors(values: BuyerValues, now: () => Date): BuyerErrors {
  const result = checkoutFormSchema(now).safeParse(values);
  if (result.success) return {};
  const errors: BuyerErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CheckedField;
    if ((CHECKED_FIELDS as readonly string[]).includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

const toPlace = (l: Lugar | null) => ({ nombre: l?.nombre ?? '', codigo: l?.id ?? '' });

/**
 * PUT /Usuario/UpdateUsuario when the buyer filled a field their profile did not have;
 * null when nothing new was filled. Stored fields are sent back unchanged, and
 * the address only when it was filled here.
 */
export function profileUpdate(
  perfil: UsuarioView,
  values: BuyerValues,
  locked: ReadonlySet<LockableField>,
): UpdateUsuarioPayload | null {
  const filled = (field: LockableField, value: boolean) => !locked.has(field) && value;
  const nuevaUbicacion = filled('ubicacion', values.ubicacion.provincia !== null);
  const nuevaDireccion = filled('direccion', values.direccion.trim() !== '');
  const anyNew =
    filled('nombre', values.nombre.trim() !== '') ||
    filled('apellido', values.apellido.trim() !== '') ||
    filled('telefono', values.telefono.trim() !== '') ||
    filled('documento', values.numeroId.trim() !== '') ||
    filled('dtNacimiento', values.dtNacimiento !== '') ||
    nuevaUbicacion ||
    nuevaDireccion;
  if (!anyNew) return null;
  const d = perfil.domicilio;
  const ubicacion = nuevaUbicacion ? values.ubicacion : profileLocation(perfil);
  return {
    idUsuario: perfil.idUsuario,
    nombre: values.nombre.trim(),
    apellido: values.apellido.trim(),
    dni: values.numeroId.trim(),
    telefono: values.telefono.trim(),
    cbu: perfil.cbu,
    bio: perfil.bio,
    dtNacimiento: values.dtNacimiento || null,
    ...(nuevaUbicacion || nuevaDireccion
      ? {
          domicilio: {
            direccion: values.direccion.trim(),
            latitud: d?.latitud ?? 0,
            longitud: d?.longitud ?? 0,
            provincia: toPlace(ubicacion.provincia),
            municipio: toPlace(ubicacion.municipio),
            localidad: toPlace(ubicacion.localidad),
          },
        }
      : {}),
  };
}

/**
 * POST /Orden/CrearOrden: the chosen rows, the buyer, the applied discount code, if any
 * (issue 14), and the add-ons chosen, if any (docs/decisions/0090-add-ons.md); the server
 * prices everything.
 */
export function crearOrdenPayload(
  idEvento: number,
  items: ReadonlyArray<PurchaseItem>,
  values: BuyerValues,
  codigo: string | null = null,
  adicionales: NonNullable<CrearOrdenPayload['adicionales']> = [],
): CrearOrdenPayload {
  return {
    idEvento,
    items: items.map(({ idFecha, cdTipo, cantidad }) => ({ idFecha, cdTipo, cantidad })),
    comprador: {
      nombre: values.nombre.trim(),
      apellido: values.apellido.trim(),
      telefono: values.telefono.trim(),
      tipoId: values.tipoId,
      numeroId: values.numeroId.trim(),
      dtNacimiento: values.dtNacimiento,
    },
    ...(codigo ? { codigo } : {}),
    ...(adicionales.length > 0 ? { adicionales } : {}),
  };
}

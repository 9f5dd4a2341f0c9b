/** Role codes (cdRol; docs/glossary.md, "People and roles"). A user may hold several. */
export const ROL = {
  USUARIO: 0,
  ADMINISTRADOR: 1,
  ORGANIZADOR: 2,
  VALIDADOR: 3,
} as const;

export type CdRol = (typeof ROL)[keyof typeof ROL];

export const ROLES: ReadonlyArray<{ cdRol: CdRol; dsRol: string }> = [
  { cdRol: 0, dsRol: 'Usuario' },
  { cdRol: 1, dsRol: 'Administrador' },
  { cdRol: 2, dsRol: 'Organizador' },
  { cdRol: 3, dsRol: 'Validador' },
];

export function hasRole(roles: ReadonlyArray<{ cdRol: number }>, cdRol: CdRol): boolean {
  return roles.some((r) => r.cdRol === cdRol);
}

export function hasAnyRole(
  roles: ReadonlyArray<{ cdRol: number }>,
  allowed: ReadonlyArray<CdRol>,
): boolean {
  return roles.some((r) => (allowed as ReadonlyArray<number>).includes(r.cdRol));
}

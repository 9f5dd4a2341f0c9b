import { LIMITS } from '@shared/domain/limits';

export function Footer() {
  return (
    <footer className="app-footer">
      © {LIMITS.copyrightYear} Pulso. Todos los derechos reservados.
    </footer>
  );
}

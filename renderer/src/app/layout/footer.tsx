import { LIMITS } from '@shared/domain/limits';
import { ROUTES } from '@shared/routes';
import { FOOTER_TEXT } from '@shared/texts/discovery';
import { WITHDRAWAL_TEXT } from '@shared/texts/withdrawal';
import { Link } from 'react-router-dom';

/**
 * The site footer: copyright (docs/architecture.md, "Renderer") and the legal pages every page
 * should reach, with the withdrawal button (Resolución 424/2020: a link on every page, worded as
 * the rule says).
 */
export function Footer() {
  return (
    <footer className="app-footer">
      <span>© {LIMITS.copyrightYear} Pulso. Todos los derechos reservados.</span>
      <nav aria-label={FOOTER_TEXT.legales} className="app-footer-links">
        <Link to={ROUTES.terminos.path}>{FOOTER_TEXT.terminos}</Link>
        <Link to={ROUTES.privacidad.path}>{FOOTER_TEXT.privacidad}</Link>
        <Link to={ROUTES.arrepentimiento.path}>{WITHDRAWAL_TEXT.enlace}</Link>
      </nav>
    </footer>
  );
}

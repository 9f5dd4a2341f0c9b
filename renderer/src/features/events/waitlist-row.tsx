import type { EntradaView, FechaView } from '@shared/api/discovery';
import { isStepBeforeTotal } from '@shared/domain/stock';
import { hasRole, ROL } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { WAITLIST_TEXT as T } from '@shared/texts/waitlist';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  useAnotarmeListaEsperaMutation,
  useGetMisListasQuery,
  useSalirListaEsperaMutation,
} from '../../api/lista-espera-api';
import { errorStatus, problemDetail } from '../../api/problem';
import { setPostLoginRedirect } from '../../platform/local-store';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';

/**
 * The wait list applies to a type that is not a step before its template tanda's total (an
 * early bird joins its total's list) sold
 * out for the public on a day whose sale is open (issue 13; shared/api/waitlist.ts).
 */
export function waitlistApplies(fecha: FechaView, entrada: EntradaView, now: number): boolean {
  return (
    !isStepBeforeTotal(entrada.tipo.cdTipo) &&
    entrada.cantidad <= 0 &&
    Date.parse(fecha.inicioVenta) <= now &&
    now < Date.parse(fecha.finVenta)
  );
}

/** Logs what the server did not answer in words (network, 5xx); refusals are expected. */
function logUnexpected(what: string, err: unknown) {
  const status = errorStatus(err);
  if (status === null || status >= 500) console.error(what, err);
}

/**
 * Under a sold-out type of /evento/{id}: a guest is asked to sign in (and comes back here), a
 * buyer joins the list, sees they wait (and may leave) or that a ticket is held for them.
 * Accounts that do not buy see nothing; one's places are read only when signed in as a buyer.
 */
export function WaitlistRow({
  fecha,
  entrada,
  dia,
}: {
  fecha: FechaView;
  entrada: EntradaView;
  /** The day as its table's caption shows it. */
  dia: string;
}) {
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const buyer = user !== null && hasRole(user.roles, ROL.USUARIO);
  const query = useGetMisListasQuery(undefined, { skip: !buyer });
  const [anotarme, joining] = useAnotarmeListaEsperaMutation();
  const [salir, leaving] = useSalirListaEsperaMutation();
  const [error, setError] = useState<string | null>(null);

  if (user && !buyer) return null;

  let body;
  if (!user) {
    body = (
      <p>
        {/* Signing in brings the account back to this event (the stored post-login redirect). */}
        <Link to={ROUTES.login.path} onClick={() => setPostLoginRedirect(pathname)}>
          {T.ingresarParaAnotarte}
        </Link>
      </p>
    );
  } else if (!query.data && !query.isError) {
    // One's places are on their way: no button that may turn out wrong.
    return null;
  } else {
    // Newest first: the current place of this type and day, if one waits or has an offer.
    const lugar = query.data?.find(
      (l) =>
        l.idFecha === fecha.idFecha &&
        l.cdTipo === entrada.tipo.cdTipo &&
        (l.estado === 'esperando' || l.estado === 'ofertada'),
    );
    const busy = joining.isLoading || leaving.isLoading;
    const run = async (call: () => Promise<unknown>, what: string) => {
      if (busy) return;
      setError(null);
      try {
        await call();
      } catch (err) {
        logUnexpected(what, err);
        setError(problemDetail(err, MSG.errorConexion));
      }
    };
    if (lugar?.estado === 'ofertada') {
      body = (
        <>
          <p>{T.tenesOferta}</p>
          <Link className="btn btn-primary" to={ROUTES.listaEspera.path}>
            {T.verOferta}
          </Link>
        </>
      );
    } else if (lugar) {
      body = (
        <>
          <p role="status">{T.anotado}</p>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() =>
              void run(
                () => salir(lugar.idListaEspera).unwrap(),
                'No se pudo salir de la lista de espera',
              )
            }
          >
            {T.salir}
          </button>
        </>
      );
    } else {
      body = (
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() =>
            void run(
              () => anotarme({ idFecha: fecha.idFecha, cdTipo: entrada.tipo.cdTipo }).unwrap(),
              'No se pudo anotar en la lista de espera',
            )
          }
        >
          {T.anotarme}
        </button>
      );
    }
  }

  return (
    <tr className="waitlist-row">
      <td colSpan={3}>
        <div className="waitlist" role="group" aria-label={T.grupo(entrada.tipo.dsTipo, dia)}>
          {body}
          {error && (
            <p className="inline-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </td>
    </tr>
  );
}

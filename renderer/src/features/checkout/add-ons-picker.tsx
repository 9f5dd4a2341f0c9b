import type { AdicionalView } from '@shared/api/add-ons';
import type { PurchaseItem } from '@shared/domain/purchase';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { formatPesos } from '../../ui/format';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { addOnCap, type AddOnChoice } from './add-ons';

/** 0, 1, … up to the cap. */
const upTo = (max: number) => Array.from({ length: max + 1 }, (_, n) => n);

/**
 * "Sumá a tu entrada": the add-ons of the chosen days (docs/decisions/0090-add-ons.md), each
 * with its price and a stepper up to one per ticket of its day and what is left. The day is
 * named only when the tickets are for more than one.
 */
export function AddOnsPicker({
  adicionales,
  items,
  choice,
  onChange,
}: {
  adicionales: ReadonlyArray<AdicionalView>;
  items: ReadonlyArray<PurchaseItem>;
  choice: AddOnChoice;
  onChange: (idAdicional: number, cantidad: number) => void;
}) {
  const diaOf = (idFecha: number) => items.find((i) => i.idFecha === idFecha)?.dia ?? '';
  const variosDias = new Set(items.map((i) => i.idFecha)).size > 1;
  return (
    <section className="checkout-addons" aria-labelledby="checkout-addons-title">
      <h2 id="checkout-addons-title">{T.adicionalesTitulo}</h2>
      <p className="muted">{T.adicionalesAyuda}</p>
      <ul>
        {adicionales.map((a) => {
          const cap = addOnCap(a, items);
          const value = Math.min(choice[a.idAdicional] ?? 0, cap);
          return (
            <li key={a.idAdicional} className="checkout-addon">
              <article aria-label={a.nombre}>
                <div className="checkout-addon-info">
                  <h3>{a.nombre}</h3>
                  {a.descripcion && <p className="muted">{a.descripcion}</p>}
                  {variosDias && <p className="muted">{T.adicionalDia(diaOf(a.idFecha))}</p>}
                  <p className="checkout-addon-price">{T.adicionalPrecio(formatPesos(a.precio))}</p>
                </div>
                {a.disponibles <= 0 ? (
                  <span className="tag">{T.adicionalAgotado}</span>
                ) : (
                  <QuantityStepper
                    value={value}
                    choices={upTo(cap)}
                    label={T.adicionalCantidad(a.nombre, diaOf(a.idFecha))}
                    addLabel={T.agregarAdicional(a.nombre)}
                    removeLabel={T.quitarAdicional(a.nombre)}
                    onChange={(n) => onChange(a.idAdicional, n)}
                  />
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

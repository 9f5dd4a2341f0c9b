import {
  Autocomplete,
  DirectionsRenderer,
  GoogleMap,
  useJsApiLoader,
  type Libraries,
} from '@react-google-maps/api';
import { DIRECTIONS_TEXT } from '@shared/texts/news-directions';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatDuracion, routeOptions, type RouteOption } from './route-steps';

// Stable references: the loader reloads the script when these change identity.
const LIBRARIES: Libraries = ['places'];
const CENTER = { lat: -34.61315, lng: -58.37723 };
const AUTOCOMPLETE_TYPES = ['geocode'];
const FIELDS = ['formatted_address'];

/**
 * Transit directions with Google Maps (docs/architecture.md, "Renderer"): origin and destination
 * with place autocomplete, alternatives sorted by duration, the chosen route's steps and map. This
 * module is its own chunk: the Maps code loads only on this page, and only with a key.
 */
export default function TransitDirections({
  apiKey,
  destination,
}: {
  apiKey: string;
  destination: string;
}) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'pulso-google-maps',
    googleMapsApiKey: apiKey,
    libraries: LIBRARIES,
    language: 'es',
    region: 'AR',
  });
  const [origin, setOrigin] = useState('');
  const [dest, setDest] = useState(destination);
  const originBox = useRef<google.maps.places.Autocomplete | null>(null);
  const destBox = useRef<google.maps.places.Autocomplete | null>(null);
  const [result, setResult] = useState<google.maps.DirectionsResult | null>(null);
  const [options, setOptions] = useState<RouteOption[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [searching, setSearching] = useState(false);
  const originId = useId();
  const destId = useId();

  if (loadError) {
    return (
      <p className="status-text" role="alert">
        {DIRECTIONS_TEXT.errorMapa}
      </p>
    );
  }
  if (!isLoaded) {
    return (
      <p className="status-text" role="status">
        {DIRECTIONS_TEXT.cargandoMapa}
      </p>
    );
  }

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!origin.trim() || !dest.trim()) return;
    setSearching(true);
    new google.maps.DirectionsService().route(
      {
        origin,
        destination: dest,
        travelMode: google.maps.TravelMode.TRANSIT,
        provideRouteAlternatives: true,
      },
      (response, status) => {
        setSearching(false);
        setSelected(null);
        if (status !== google.maps.DirectionsStatus.OK || !response) {
          console.error('DirectionsService', status); // only logged
          setResult(null);
          setOptions([]);
          return;
        }
        setResult(response);
        setOptions(routeOptions(response.routes));
      },
    );
  };

  const placeText = (box: google.maps.places.Autocomplete | null, fallback: string) =>
    box?.getPlace()?.formatted_address ?? fallback;

  return (
    <div className="directions">
      <form className="directions-form" onSubmit={search}>
        <label htmlFor={originId}>{DIRECTIONS_TEXT.origen}</label>
        <Autocomplete
          onLoad={(box) => (originBox.current = box)}
          onPlaceChanged={() => setOrigin(placeText(originBox.current, origin))}
          types={AUTOCOMPLETE_TYPES}
          fields={FIELDS}
        >
          <input
            id={originId}
            className="input"
            placeholder={DIRECTIONS_TEXT.origenPlaceholder}
            value={origin}
            onChange={(e) => setOrigin(e.target.value)}
            autoComplete="off"
          />
        </Autocomplete>
        <label htmlFor={destId}>{DIRECTIONS_TEXT.destino}</label>
        <Autocomplete
          onLoad={(box) => (destBox.current = box)}
          onPlaceChanged={() => setDest(placeText(destBox.current, dest))}
          types={AUTOCOMPLETE_TYPES}
          fields={FIELDS}
        >
          <input
            id={destId}
            className="input"
            value={dest}
            onChange={(e) => setDest(e.target.value)}
            autoComplete="off"
          />
        </Autocomplete>
        <button type="submit" className="btn btn-primary" disabled={searching}>
          {searching ? DIRECTIONS_TEXT.buscando : DIRECTIONS_TEXT.buscarRutas}
        </button>
      </form>

      {options?.length === 0 && <p className="muted">{DIRECTIONS_TEXT.sinRutas}</p>}
      {options && options.length > 0 && (
        <ol className="route-list">
          {options.map((option, n) => (
            <li key={option.index}>
              <button
                type="button"
                className={`route-option${selected === option.index ? ' is-selected' : ''}`}
                aria-pressed={selected === option.index}
                onClick={() => setSelected(option.index)}
              >
                {DIRECTIONS_TEXT.ruta(n + 1, formatDuracion(option.seconds))}
              </button>
              {selected === option.index && (
                <div className="route-steps">
                  <h3>{DIRECTIONS_TEXT.pasos}</h3>
                  <ol>
                    {option.steps.map((step, i) => (
                      <li key={i}>{step}</li>
                    ))}
                  </ol>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}

      <div role="region" aria-label={DIRECTIONS_TEXT.mapa}>
        <GoogleMap mapContainerClassName="directions-map" center={CENTER} zoom={12}>
          {result && selected !== null && (
            <DirectionsRenderer directions={result} routeIndex={selected} />
          )}
        </GoogleMap>
      </div>
    </div>
  );
}

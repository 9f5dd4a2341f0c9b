import { DIRECTIONS_TEXT } from '@shared/texts/news-directions';

/**
 * Reading transit routes of the Maps DirectionsService. Typed structurally (only the fields
 * read here) so the logic is tested without loading Google's script.
 */
export interface StepLike {
  travel_mode: string;
  instructions: string;
  duration?: { text: string; value: number };
  transit?: {
    line: { short_name?: string; name?: string; vehicle: { type: string; name: string } };
    departure_stop: { name: string };
    arrival_stop: { name: string };
    num_stops: number;
  };
}

export interface RouteLike {
  legs: ReadonlyArray<{ duration?: { value: number }; steps: ReadonlyArray<StepLike> }>;
}

export interface RouteOption {
  /** Index in the service's answer, for the map's DirectionsRenderer. */
  index: number;
  seconds: number;
  steps: string[];
}

/** "45 min", "1 h 05 min" */
export function formatDuracion(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${String(m).padStart(2, '0')} min` : `${h} h`;
}

/** Google's instructions carry markup (<b>, <div>); only their text is shown. */
function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** One line per step: walking, subway line, bus line, or another vehicle and its line. */
export function describeStep(step: StepLike): string {
  const transit = step.transit;
  if (step.travel_mode === 'TRANSIT' && transit) {
    const line = transit.line.short_name || transit.line.name || '';
    const vehicle = transit.line.vehicle;
    const what =
      vehicle.type === 'SUBWAY'
        ? DIRECTIONS_TEXT.subte(line)
        : vehicle.type === 'BUS'
          ? DIRECTIONS_TEXT.colectivo(line)
          : DIRECTIONS_TEXT.otroTransporte(vehicle.name, line);
    const stops = DIRECTIONS_TEXT.paradas(
      transit.departure_stop.name,
      transit.arrival_stop.name,
      transit.num_stops,
    );
    return `${what}: ${stops}`;
  }
  const text = plainText(step.instructions);
  return step.duration ? DIRECTIONS_TEXT.caminar(text, step.duration.text) : text;
}

/** The alternatives, shortest total duration first. */
export function routeOptions(routes: ReadonlyArray<RouteLike>): RouteOption[] {
  return routes
    .map((route, index) => ({
      index,
      seconds: route.legs.reduce((sum, leg) => sum + (leg.duration?.value ?? 0), 0),
      steps: route.legs.flatMap((leg) => leg.steps.map(describeStep)),
    }))
    .sort((a, b) => a.seconds - b.seconds);
}

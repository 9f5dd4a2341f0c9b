// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { describeStep, formatDuracion, routeOptions, type StepLike } from './route-steps';

const walk: StepLike = {
  travel_mode: 'WALKING',
  instructions: 'Caminar hasta <b>Av. Corrientes</b>',
  duration: { text: '5 min', value: 300 },
};
const transit = (type: string, name: string, line: string): StepLike => ({
  travel_mode: 'TRANSIT',
  instructions: '',
  transit: {
    line: { short_name: line, vehicle: { type, name } },
    departure_stop: { name: 'Florida' },
    arrival_stop: { name: 'Uruguay' },
    num_stops: 3,
  },
});

describe('transit routes', () => {
  it('describes walking, subway, bus and other vehicles', () => {
    expect(describeStep(walk)).toBe('Caminar hasta Av. Corrientes (5 min)');
    expect(describeStep(transit('SUBWAY', 'Subte', 'B'))).toBe(
      'Subte línea B: desde Florida hasta Uruguay (3 paradas)',
    );
    expect(describeStep(transit('BUS', 'Colectivo', '152'))).toMatch(/^Colectivo 152: /);
    expect(describeStep(transit('HEAVY_RAIL', 'Tren', 'Mitre'))).toMatch(/^Tren Mitre: /);
  });

  it('sorts the alternatives by total duration and keeps their original index', () => {
    const routes = [
      { legs: [{ duration: { value: 3600 }, steps: [walk] }] },
      { legs: [{ duration: { value: 1500 }, steps: [walk] }] },
    ];
    expect(routeOptions(routes).map((r) => [r.index, formatDuracion(r.seconds)])).toEqual([
      [1, '25 min'],
      [0, '1 h'],
    ]);
    expect(formatDuracion(4500)).toBe('1 h 15 min');
  });
});

import type { ResultadoEscaneo } from '@shared/domain/door';

let audio: AudioContext | null = null;

function tone(frequency: number, startAt: number, seconds: number) {
  if (!audio) return;
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = frequency;
  gain.gain.value = 0.2;
  osc.connect(gain).connect(audio.destination);
  osc.start(audio.currentTime + startAt);
  osc.stop(audio.currentTime + startAt + seconds);
}

/**
 * What staff hear and feel without looking: one high beep and a short buzz to let in, two low
 * tones and a long buzz to stop. Browsers allow sound only after a gesture, which the sign-in
 * and "Empezar a escanear" taps provide.
 */
export function signal(resultado: ResultadoEscaneo | 'menor' | 'no_coincide') {
  try {
    audio ??= new AudioContext();
    if (resultado === 'admitido') tone(1046, 0, 0.12);
    else {
      tone(220, 0, 0.18);
      tone(220, 0.24, 0.18);
    }
  } catch {
    // No audio output: the colour and the vibration still tell.
  }
  navigator.vibrate?.(resultado === 'admitido' ? 80 : [200, 100, 200]);
}

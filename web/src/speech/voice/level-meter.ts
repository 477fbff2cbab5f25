/**
 * An AnalyserNode read once per animation frame: the display level and the five acoustic
 * measures of speech detection (spec §5, DESIGN §7).
 */
import { acousticFeatures, displayLevel, rms, type AcousticFeatures } from './acoustics';

export interface MeterFrame {
  level: number;
  /** Only measured when the meter was asked for them (the microphone). */
  features: AcousticFeatures | null;
}

export interface LevelMeter {
  /** The node to connect a source into. */
  readonly input: AnalyserNode;
  stop(): void;
}

/** Starts reading `analyser`-backed frames; `onFrame` runs once per animation frame. */
export function startLevelMeter(
  context: AudioContext,
  onFrame: (frame: MeterFrame) => void,
  { measureSpeech = false }: { measureSpeech?: boolean } = {},
): LevelMeter {
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  analyser.smoothingTimeConstant = 0.3;
  const wave = new Float32Array(analyser.fftSize);
  const spectrum = new Float32Array(analyser.frequencyBinCount);
  let frame = 0;
  let running = true;

  const tick = () => {
    if (!running) return;
    analyser.getFloatTimeDomainData(wave);
    let features: AcousticFeatures | null = null;
    if (measureSpeech) {
      analyser.getFloatFrequencyData(spectrum);
      features = acousticFeatures(wave, spectrum, context.sampleRate);
    }
    onFrame({ level: displayLevel(features?.energy ?? rms(wave)), features });
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);

  return {
    input: analyser,
    stop() {
      running = false;
      cancelAnimationFrame(frame);
      try {
        analyser.disconnect();
      } catch {
        // Not connected.
      }
    },
  };
}

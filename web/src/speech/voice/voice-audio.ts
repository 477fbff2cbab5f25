/**
 * Everything audio of one voice session, behind one object (DESIGN §7, §8):
 * - an AudioContext created from the user's click (autoplay rules);
 * - the assistant's playback queue, metered for the level display;
 * - the microphone, metered for the level display and the 3-of-5 speech checks, with a
 *   MediaRecorder per listening turn; a turn ends after 1500 ms of silence after speech;
 * - shutdown(): fade out, stop everything, release the microphone.
 */
import { startLevelMeter, type LevelMeter, type MeterFrame } from './level-meter';
import { createLevelStore } from './level-store';
import { openMicrophone, releaseStream, TurnRecorder } from './microphone';
import { SpeechPlayback } from './playback';
import { cancelAllSpeech, speakText } from './speak';
import { freshTurn, isSpeech, turnStep, type TurnState } from './speech-detection';

export interface VoiceAudioHandlers {
  /** One 100 ms chunk of the current turn, base64. */
  onChunk(audio: string, mimeType: string): void;
  /** 1500 ms of silence followed speech in the current turn. */
  onTurnEnd(): void;
  /** Everything the assistant was given to say has been played. */
  onPlaybackIdle(): void;
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** How often silence is checked when no analyser frame does it (tab hidden, no Web Audio). */
const silenceCheckMs = 100;

export class VoiceAudio {
  readonly levels = createLevelStore();
  playback: SpeechPlayback;
  private context: AudioContext | null = null;
  private assistantMeter: LevelMeter | null = null;
  private micMeter: LevelMeter | null = null;
  private micSource: MediaStreamAudioSourceNode | null = null;
  private stream: MediaStream | null = null;
  private recorder: TurnRecorder | null = null;
  private turn: TurnState = freshTurn;
  private inTurn = false;
  private silenceTimer: ReturnType<typeof setInterval> | undefined;
  private synthSpeaking = false;
  private closed = false;

  constructor(private readonly handlers: VoiceAudioHandlers) {
    this.playback = this.newPlayback();
  }

  /** Call from the click that starts the session, so audio may play. */
  unlock(): void {
    if (this.context || this.closed) return;
    const Ctx = audioContextClass();
    if (!Ctx) return;
    try {
      const context = new Ctx();
      void context.resume().catch(() => undefined);
      this.context = context;
      const meter = startLevelMeter(context, (f) => this.onAssistantFrame(f));
      meter.input.connect(context.destination);
      this.assistantMeter = meter;
      this.playback = this.newPlayback();
    } catch (err) {
      console.warn('[voice] Web Audio unavailable, playing plain audio', err);
    }
  }

  get hasMicrophone(): boolean {
    return this.stream !== null;
  }

  /** Asks for the microphone; throws the browser's error (see isPermanentMicError). */
  async openMicrophone(): Promise<void> {
    if (this.stream || this.closed) return;
    const stream = await openMicrophone();
    if (this.closed) {
      releaseStream(stream);
      return;
    }
    this.stream = stream;
    this.recorder = new TurnRecorder(stream, (audio, type) => this.handlers.onChunk(audio, type));
    if (this.context) {
      const meter = startLevelMeter(this.context, (f) => this.onMicFrame(f), {
        measureSpeech: true,
      });
      const source = this.context.createMediaStreamSource(stream);
      source.connect(meter.input);
      this.micSource = source;
      this.micMeter = meter;
    }
  }

  /** Starts a listening turn: records (when there is a microphone) and watches for silence. */
  startTurn(): void {
    this.turn = freshTurn;
    this.recorder?.start();
    this.inTurn = true;
    clearInterval(this.silenceTimer);
    this.silenceTimer = setInterval(() => this.observe(false), silenceCheckMs);
  }

  /** Ends the turn and waits until the last chunk was handed over. */
  async finishTurn(): Promise<void> {
    this.leaveTurn();
    await this.recorder?.stop();
  }

  /** Ends the turn without sending what is still buffered (the answer was typed). */
  discardTurn(): void {
    this.leaveTurn();
    this.recorder?.discard();
  }

  /** Words from the browser's speech recognition count as speech too. */
  noteSpeech(): void {
    if (this.inTurn) this.observe(true);
  }

  /** The browser's synthesiser speaks (no level to meter): the display pulses instead. */
  setSynthSpeaking(speaking: boolean): void {
    this.synthSpeaking = speaking;
    if (!speaking && !this.playback.active && !this.inTurn) this.levels.set('none', 0);
  }

  /** Fades out playback, stops everything and releases the microphone. */
  async shutdown(): Promise<void> {
    this.closed = true;
    this.leaveTurn();
    this.recorder?.discard();
    this.recorder = null;
    cancelAllSpeech();
    this.synthSpeaking = false;
    await this.playback.close();
    this.micMeter?.stop();
    this.assistantMeter?.stop();
    try {
      this.micSource?.disconnect();
    } catch {
      // Not connected.
    }
    releaseStream(this.stream);
    this.stream = null;
    const context = this.context;
    this.context = null;
    if (context && context.state !== 'closed') await context.close().catch(() => undefined);
    this.levels.set('none', 0);
  }

  private newPlayback(): SpeechPlayback {
    return new SpeechPlayback({
      context: this.context,
      output: this.assistantMeter?.input ?? null,
      onIdle: () => this.handlers.onPlaybackIdle(),
      speak: (text) => {
        this.setSynthSpeaking(true);
        const speech = speakText(text);
        return {
          done: speech.done.finally(() => this.setSynthSpeaking(false)),
          cancel: () => {
            speech.cancel();
            cancelAllSpeech();
          },
        };
      },
    });
  }

  private leaveTurn(): void {
    this.inTurn = false;
    clearInterval(this.silenceTimer);
    this.silenceTimer = undefined;
  }

  private observe(speech: boolean): void {
    if (!this.inTurn) return;
    const step = turnStep(this.turn, speech, performance.now());
    this.turn = step.state;
    if (step.ended) {
      this.leaveTurn();
      this.handlers.onTurnEnd();
    }
  }

  private onMicFrame(frame: MeterFrame): void {
    if (this.inTurn) {
      this.levels.set('user', frame.level);
      if (frame.features) this.observe(isSpeech(frame.features));
    } else if (!this.playback.active && !this.synthSpeaking) {
      this.levels.set('none', 0);
    }
  }

  private onAssistantFrame(frame: MeterFrame): void {
    if (this.inTurn) return;
    if (this.playback.active) this.levels.set('assistant', frame.level);
    else if (this.synthSpeaking) {
      // A gentle pulse while the browser speaks.
      this.levels.set('assistant', 0.35 + 0.15 * Math.sin(performance.now() / 180));
    }
  }
}

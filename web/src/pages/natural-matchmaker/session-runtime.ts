/**
 * One running voice session: the socket, the audio and the browser's speech recognition,
 * driven by the reducer's state (spec §4, §7, DESIGN §7). The screen creates one per
 * start and throws it away at the end.
 *
 * What is sent when:
 * - start: the microphone is opened, the socket connected, `init-session` sent; no
 *   `session-ready` within 5 s → 'Failed to start session. Please try again.', idle.
 * - session-ready / analysis-complete: the server speaks the greeting and each next
 *   question itself (tts-audio-start, -chunk, -complete). When no audio starts within 4 s,
 *   `tts` asks for those words explicitly; 4 s later still nothing, the browser speaks them.
 * - assistant audio finished: `start-listening`; audio streams as `audio-chunk` frames.
 * - 1500 ms of silence after speech: `user-text` with the browser's recognised words when
 *   it recognised any, else `stop-listening` (the server transcribes the audio).
 * - a typed answer: `user-text` (also while the assistant speaks: it stops talking, and the
 *   rest of what it was saying is ignored).
 * - no next question: after the closing words, idle; session-complete: complete, once the
 *   last words have played.
 */
import type { VoiceServerMessage } from '@rapport/contracts';
import { consentRequired, inviteRequired, voiceDefaults } from '@rapport/contracts/constants';
import {
  VoiceAudio,
  cancelAllSpeech,
  isPermanentMicError,
  speakText,
  type Speech,
} from '../../speech/voice';
import { voice } from './messages';
import type { SessionData, VoiceEvent, VoiceState } from './session-machine';
import { socketUrl, VoiceSocket, type SocketFactory } from './voice-socket';

const voiceName = voiceDefaults.voice;

export interface Recognition {
  readonly supported: boolean;
  start(): void;
  stop(): void;
}

export interface RuntimeDeps {
  /** Dispatches and returns the state after the event. */
  apply(event: VoiceEvent): VoiceState;
  state(): VoiceState;
  recognition: Recognition;
  socketFactory?: SocketFactory;
  url?: string;
  /** The server refused the invite access: the screen goes back to the invite gate. */
  onInviteRefused?(): void;
  /** The server refused for missing consent (withdrawn meanwhile): the consent step returns. */
  onConsentRequired?(): void;
}

export const runtimeTexts = {
  noMicrophone:
    "We couldn't use your microphone, so please type your answers below. You can allow microphone access in your browser settings.",
  recognitionOff: 'Speech recognition is unavailable here; please type your answers.',
} as const;

function log(message: string, err?: unknown): void {
  console.warn(`[voice] ${message}`, err ?? '');
}

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(() => reject(new Error(`No session-ready within ${ms} ms`)), ms);
  });
}

export class SessionRuntime {
  readonly audio: VoiceAudio;
  private socket: VoiceSocket | null = null;
  private ended = false;
  /** Words the browser recognised in this turn. */
  private recognised = '';
  private interim = '';
  private recognitionOn: boolean;
  /** Something the assistant should be saying; spoken by the browser if no audio comes. */
  private expected: { text: string; timer: ReturnType<typeof setTimeout> } | null = null;
  /** The user talked over the assistant: what it still sends before the next analysis is old. */
  private staleSpeech = false;
  /** The utterance arriving now is being ignored. */
  private skipping = false;
  /** The server ended the session: shut down once the last words have played. */
  private finishing = false;
  private synth: Speech | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The current turn's audio goes to the server (until its last chunk is flushed). */
  private streaming = false;

  constructor(private readonly deps: RuntimeDeps) {
    this.recognitionOn = deps.recognition.supported;
    this.audio = new VoiceAudio({
      onChunk: (audio, mimeType) => {
        if (this.streaming) this.socket?.send({ type: 'audio-chunk', audio, mimeType });
      },
      onTurnEnd: () => void this.endTurn(),
      onPlaybackIdle: () => {
        if (this.finishing) void this.shutdown();
        else if (!this.expected && !this.synth) this.speechDone();
      },
    });
  }

  /** Runs from the Start click: the click lets audio play later. */
  async start(
    data: SessionData,
    token: string | null,
    inviteToken: string | null = null,
  ): Promise<void> {
    this.audio.unlock();
    this.deps.apply({ type: 'start' });
    try {
      await this.openMicrophone();
    } catch (err) {
      // A busy or failing device: each listening attempt asks again.
      log('microphone not ready yet', err);
    }
    if (this.ended) return;

    const socket = new VoiceSocket(
      this.deps.url ?? socketUrl(window.location),
      { onFrame: (f) => this.onFrame(f), onClose: (info) => this.onClosed(info) },
      this.deps.socketFactory,
    );
    this.socket = socket;
    try {
      await Promise.race([
        (async () => {
          await socket.open();
          const ready = socket.waitFor('session-ready', voice.sessionReadyWaitMs);
          const sent = socket.send({
            type: 'init-session',
            ...(token ? { token, userId: token } : {}),
            ...(inviteToken ? { inviteToken } : {}),
            previousQA: data.previousQA,
            inferredQuestionIds: data.inferredQuestions,
            ...(data.sessionId ? { sessionId: data.sessionId } : {}),
          });
          if (!sent) throw new Error('init-session could not be sent');
          await ready;
        })(),
        timeout(voice.sessionReadyWaitMs),
      ]);
    } catch (err) {
      log('session start failed', err);
      if (this.ended) return;
      await this.shutdown();
      this.deps.apply({ type: 'start-failed' });
    }
  }

  /** A typed answer. False when it cannot be sent now. */
  sendText(raw: string): boolean {
    const text = raw.trim();
    const { phase } = this.deps.state();
    if (!text || (phase !== 'listening' && phase !== 'ai-speaking')) return false;
    if (!this.socket?.isOpen) return false;
    if (phase === 'ai-speaking') this.interrupt();
    this.leaveListening(true);
    if (!this.socket.send({ type: 'user-text', text })) return false;
    this.deps.apply({ type: 'user-turn', text });
    return true;
  }

  /** Words from the browser's speech recognition. */
  onRecognised(final: string, interim: string): void {
    if (this.deps.state().phase !== 'listening') return;
    this.recognised = `${this.recognised} ${final}`.trim();
    this.interim = interim.trim();
    this.audio.noteSpeech();
    const shown = `${this.recognised} ${this.interim}`.trim();
    if (shown) this.deps.apply({ type: 'transcript', role: 'user', text: shown, final: false });
  }

  onRecognitionError(message: string): void {
    log(`speech recognition: ${message}`);
    if (!this.recognitionOn) return;
    this.recognitionOn = false;
    this.deps.recognition.stop();
    this.deps.apply({ type: 'notice', notice: runtimeTexts.recognitionOff });
  }

  /** Kills all audio and the socket and releases the microphone. */
  async shutdown(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.retryTimer);
    this.clearExpected();
    this.synth?.cancel();
    this.synth = null;
    this.deps.recognition.stop();
    this.socket?.close();
    this.socket = null;
    await this.audio.shutdown();
  }

  private async openMicrophone(): Promise<void> {
    if (this.audio.hasMicrophone || this.deps.state().textOnly) return;
    try {
      await this.audio.openMicrophone();
    } catch (err) {
      if (!isPermanentMicError(err)) throw err;
      log('microphone unavailable, typed answers only', err);
      this.deps.apply({ type: 'text-only', notice: runtimeTexts.noMicrophone });
    }
  }

  private onFrame(frame: VoiceServerMessage): void {
    if (this.ended) return;
    switch (frame.type) {
      case 'session-ready': {
        const { type: _t, ...rest } = frame;
        const s = this.deps.apply({ type: 'session-ready', ...rest });
        if (s.phase !== 'ai-speaking') return;
        const text = [frame.greeting, frame.question?.spokenText].filter(Boolean).join(' ');
        this.expectSpeech(text, voice.greetingTone);
        return;
      }
      case 'listening-ready':
        return;
      case 'transcript':
        this.deps.apply({
          type: 'transcript',
          role: frame.role,
          text: frame.text,
          final: frame.final,
        });
        return;
      case 'analysis-complete': {
        const { type: _t, ...rest } = frame;
        // The server may end a turn on its own: stop listening first.
        if (this.deps.state().phase === 'listening') this.leaveListening(true);
        this.staleSpeech = false;
        const s = this.deps.apply({ type: 'analysis', ...rest });
        if (s.phase !== 'ai-speaking') return;
        // No next question: closing words, or after a crisis turn the resources, spoken.
        const words = s.currentQuestion?.spokenText ?? (s.closing ? '' : (s.crisis?.message ?? ''));
        this.expectSpeech(words, voice.questionTone);
        return;
      }
      case 'tts-audio-start':
        if (this.staleSpeech && this.deps.state().phase === 'processing') {
          this.skipping = true;
          return;
        }
        this.skipping = false;
        this.clearExpected();
        this.deps.apply({ type: 'assistant-speech', text: frame.text });
        this.audio.playback.begin(frame.mimeType, frame.text);
        return;
      case 'tts-audio-chunk':
        if (!this.skipping) this.audio.playback.push(frame.audio);
        return;
      case 'tts-audio-complete':
        if (this.skipping) this.skipping = false;
        else this.audio.playback.complete();
        return;
      case 'session-complete':
        this.deps.apply({ type: 'session-complete', message: frame.message });
        this.finishSession();
        return;
      case 'crisis':
        this.deps.apply({ type: 'crisis', notice: frame.crisisNotice });
        return;
      case 'error': {
        if (frame.code === inviteRequired.code) this.deps.onInviteRefused?.();
        if (frame.code === consentRequired.code) this.deps.onConsentRequired?.();
        const { phase } = this.deps.state();
        if (phase === 'preparing') return; // the start wait fails on it
        log(`server error ${frame.code}: ${frame.message}`);
        this.deps.apply({ type: 'notice', notice: frame.message });
        // A turn the server could not use: listen again.
        if (phase === 'processing') void this.startListening(1);
        return;
      }
    }
  }

  private onClosed(info: { code: number; reason: string }): void {
    log(`socket closed ${info.code} ${info.reason}`);
    if (this.ended) return;
    void this.shutdown();
    this.deps.apply({ type: 'connection-lost' });
  }

  /**
   * The assistant should now say `text` (empty when only the server knows the words). No
   * audio within 4 s: ask for it with `tts`; still none 4 s later: the browser speaks.
   */
  private expectSpeech(text: string, tone: 'calm' | 'warm', asked = false): void {
    this.clearExpected();
    const timer = setTimeout(() => {
      this.expected = null;
      if (this.audio.playback.active) return; // audio already playing: wait for it
      if (!asked && text && this.socket?.send({ type: 'tts', text, voice: voiceName, tone })) {
        this.expectSpeech(text, tone, true);
        return;
      }
      if (text) this.speakInBrowser(text);
      else this.speechDone();
    }, voice.speechFallbackMs);
    this.expected = { text, timer };
  }

  /** session-complete: nothing more to send or hear; the last words may still be playing. */
  private finishSession(): void {
    this.clearExpected();
    this.leaveListening(true);
    this.socket?.close();
    this.socket = null;
    if (this.audio.playback.active || this.synth) this.finishing = true;
    else void this.shutdown();
  }

  private clearExpected(): void {
    if (this.expected) clearTimeout(this.expected.timer);
    this.expected = null;
  }

  private speakInBrowser(text: string): void {
    this.audio.setSynthSpeaking(true);
    const synth = speakText(text);
    this.synth = synth;
    void synth.done.then(() => {
      if (this.synth !== synth) return;
      this.synth = null;
      this.audio.setSynthSpeaking(false);
      if (this.finishing) void this.shutdown();
      else this.speechDone();
    });
  }

  /** The user talks over the assistant: stop it, and ignore the rest of what it says. */
  private interrupt(): void {
    this.staleSpeech = true;
    this.clearExpected();
    void this.audio.playback.stop();
    const synth = this.synth;
    this.synth = null;
    synth?.cancel();
    cancelAllSpeech();
    this.audio.setSynthSpeaking(false);
  }

  /** The assistant finished speaking: the user's turn, or the end of a closing turn. */
  private speechDone(): void {
    const state = this.deps.state();
    if (this.ended || state.phase !== 'ai-speaking') return;
    if (state.closing) {
      void this.shutdown();
      this.deps.apply({ type: 'closing-spoken' });
      return;
    }
    void this.startListening(1);
  }

  /** Spec §4: up to 3 attempts, 1 s apart, then 'Session ended.' and idle. */
  private async startListening(attempt: number): Promise<void> {
    clearTimeout(this.retryTimer);
    const stillWanted = () => {
      const { phase } = this.deps.state();
      return !this.ended && (phase === 'ai-speaking' || phase === 'processing');
    };
    if (!stillWanted()) return;
    try {
      if (!this.socket?.isOpen) throw new Error('the socket is not open');
      await this.openMicrophone();
      if (!stillWanted()) return;
      this.recognised = '';
      this.interim = '';
      this.audio.startTurn();
      this.streaming = true;
      if (!this.socket.send({ type: 'start-listening' })) throw new Error('start-listening failed');
      if (this.recognitionOn) this.deps.recognition.start();
      this.deps.apply({ type: 'listening-started' });
    } catch (err) {
      this.streaming = false;
      this.audio.discardTurn();
      log(`listening attempt ${attempt} failed`, err);
      if (attempt < voice.listenRetries) {
        this.retryTimer = setTimeout(
          () => void this.startListening(attempt + 1),
          voice.listenRetryDelayMs,
        );
        return;
      }
      await this.shutdown();
      this.deps.apply({ type: 'listen-failed' });
    }
  }

  private leaveListening(discardAudio: boolean): void {
    clearTimeout(this.retryTimer);
    this.deps.recognition.stop();
    if (discardAudio) {
      this.streaming = false;
      this.audio.discardTurn();
    }
  }

  /** 1500 ms of silence after speech: the turn is over. */
  private async endTurn(): Promise<void> {
    if (this.ended || this.deps.state().phase !== 'listening') return;
    const words = `${this.recognised} ${this.interim}`.trim();
    this.leaveListening(false);
    if (words) {
      this.streaming = false;
      this.audio.discardTurn();
      if (this.socket?.send({ type: 'user-text', text: words })) {
        this.deps.apply({ type: 'user-turn', text: words });
      }
      return;
    }
    this.deps.apply({ type: 'user-turn' });
    await this.audio.finishTurn();
    this.streaming = false;
    this.socket?.send({ type: 'stop-listening' });
  }
}

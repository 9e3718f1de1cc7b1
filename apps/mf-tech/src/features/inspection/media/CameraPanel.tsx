import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@irrigo/ui';
import { INSPECTION_NAMESPACE } from '../i18n';
import {
  cameraProblemOf,
  closeCamera,
  mustStopRecording,
  openCamera,
  RECORDING_BITS_PER_SECOND,
  RECORDING_SLICE_MS,
  recorderTypeFor,
  type CameraMode,
  type CameraProblem,
} from './camera';
import { keepProblemOf, type KeepProblem } from './keep-media';
import { baseContentType, exceedsMediaLimit, MediaFileError } from './media-files';
import { MediaProblemAlert } from './MediaProblemAlert';
import { drawAsJpeg, JPEG_TYPE, type PreparedMedia } from './resize-photo';
import styles from './MediaCapture.module.css';

type Taken = PreparedMedia & { url: string };

type CameraState = { status: 'starting' } | { status: 'live' } | { status: 'failed'; problem: CameraProblem };

export interface CameraPanelProps {
  mode: CameraMode;
  /** Keeps what was taken; rejects with why it was not kept. */
  onKeep: (media: PreparedMedia) => Promise<void>;
}

const MEGABYTE = 1024 * 1024;

/**
 * The camera inside the capture dialog: a live view, then Take photo (or Start / Stop recording), a look
 * at the result with Retake and Use this. The camera is turned off when the panel goes away (the dialog
 * closes or the technician goes back), so its light never stays on.
 */
export function CameraPanel({ mode, onKeep }: CameraPanelProps) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [camera, setCamera] = useState<CameraState>({ status: 'starting' });
  const [taken, setTaken] = useState<Taken | null>(null);
  const [recording, setRecording] = useState<{ bytes: number } | null>(null);
  const [stoppedAtLimit, setStoppedAtLimit] = useState(false);
  const [problem, setProblem] = useState<KeepProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const [kept, setKept] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      if (mode === 'video' && (typeof MediaRecorder === 'undefined' || !recorderTypeFor((type) => MediaRecorder.isTypeSupported(type)))) {
        throw Object.assign(new Error('This browser cannot record video'), { name: 'CameraUnavailable' });
      }
      return openCamera(mode);
    };
    start().then(
      (stream) => {
        if (cancelled) {
          closeCamera(stream);
          return;
        }
        streamRef.current = stream;
        setCamera({ status: 'live' });
      },
      (error: unknown) => {
        if (!cancelled) setCamera({ status: 'failed', problem: cameraProblemOf(error) });
      },
    );
    return () => {
      cancelled = true;
      if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
      recorderRef.current = null;
      closeCamera(streamRef.current);
      streamRef.current = null;
    };
  }, [mode, attempt]);

  // The live view shows the stream once both exist (the video element appears with the 'live' state).
  useEffect(() => {
    const video = videoRef.current;
    if (camera.status !== 'live' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play?.()?.catch(() => undefined);
  }, [camera.status]);

  // What was taken is shown from an object URL, made when it is taken and revoked when it is replaced or the panel goes.
  const takenRef = useRef<Taken | null>(null);
  const show = (next: PreparedMedia | null) => {
    if (takenRef.current) URL.revokeObjectURL(takenRef.current.url);
    takenRef.current = next ? { ...next, url: URL.createObjectURL(next.blob) } : null;
    setTaken(takenRef.current);
  };
  useEffect(
    () => () => {
      if (takenRef.current) URL.revokeObjectURL(takenRef.current.url);
    },
    [],
  );

  const takePhoto = async () => {
    const video = videoRef.current;
    setProblem(null);
    setKept(false);
    try {
      if (!video || !video.videoWidth || !video.videoHeight) throw new MediaFileError('upload-error');
      const blob = await drawAsJpeg(video, { width: video.videoWidth, height: video.videoHeight });
      show({ kind: 'photo', blob, contentType: JPEG_TYPE, capturedAt: new Date().toISOString() });
    } catch (error) {
      setProblem(keepProblemOf(error));
    }
  };

  const startRecording = () => {
    const stream = streamRef.current;
    const type = recorderTypeFor((candidate) => MediaRecorder.isTypeSupported(candidate));
    if (!stream || !type) return;
    setProblem(null);
    setKept(false);
    setStoppedAtLimit(false);
    const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: RECORDING_BITS_PER_SECOND });
    const slices: Blob[] = [];
    let bytes = 0;
    let largest = 0;
    const capturedAt = new Date().toISOString();
    recorder.ondataavailable = (event) => {
      if (!event.data.size) return;
      slices.push(event.data);
      bytes += event.data.size;
      largest = Math.max(largest, event.data.size);
      setRecording((current) => (current ? { bytes } : current));
      if (recorder.state === 'recording' && mustStopRecording(bytes, largest)) {
        setStoppedAtLimit(true);
        recorder.stop();
      }
    };
    recorder.onstop = () => {
      if (recorderRef.current !== recorder) return;
      recorderRef.current = null;
      setRecording(null);
      const contentType = baseContentType(recorder.mimeType || type);
      const blob = new Blob(slices, { type: contentType });
      if (exceedsMediaLimit(blob.size)) setProblem('file-too-large');
      else if (blob.size > 0) show({ kind: 'video', blob, contentType, capturedAt });
    };
    recorderRef.current = recorder;
    recorder.start(RECORDING_SLICE_MS);
    setRecording({ bytes: 0 });
  };

  const stopRecording = () => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  };

  const retake = () => {
    show(null);
    setProblem(null);
    setStoppedAtLimit(false);
  };

  const keepTaken = async () => {
    if (!taken) return;
    setSaving(true);
    setProblem(null);
    try {
      const { url: _url, ...media } = taken;
      await onKeep(media);
      show(null);
      setKept(true);
    } catch (error) {
      setProblem(keepProblemOf(error));
    } finally {
      setSaving(false);
    }
  };

  if (camera.status === 'failed') {
    return (
      <div className={styles.panel}>
        <Alert tone="danger" title={t(`media.camera.${camera.problem}.title`)}>
          {t(`media.camera.${camera.problem}.message`)}
        </Alert>
        {camera.problem === 'issue' && (
          <Button
            variant="secondary"
            onClick={() => {
              setCamera({ status: 'starting' });
              setAttempt((count) => count + 1);
            }}
          >
            {t('media.camera.tryAgain')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      {camera.status === 'starting' && (
        <p className={styles.starting} role="status">
          <Spinner size="sm" /> {t('media.capture.cameraStarting')}
        </p>
      )}
      <div className={styles.viewport}>
        {camera.status === 'live' && (
          <video ref={videoRef} className={styles.live} hidden={taken !== null} autoPlay muted playsInline aria-label={t('media.capture.cameraPreview')} />
        )}
        {taken?.kind === 'photo' && <img className={styles.live} src={taken.url} alt={t('media.capture.photoPreview')} />}
        {taken?.kind === 'video' && <video className={styles.live} src={taken.url} controls playsInline aria-label={t('media.capture.videoPreview')} />}
      </div>

      {problem && <MediaProblemAlert problem={problem} />}
      {stoppedAtLimit && <Alert tone="warning">{t('media.capture.stoppedAtLimit')}</Alert>}
      {kept && <Alert tone="success">{t(mode === 'photo' ? 'media.capture.keptPhoto' : 'media.capture.keptVideo')}</Alert>}
      {recording && (
        <p className={styles.recording} role="status">
          {t('media.capture.recording', { size: (recording.bytes / MEGABYTE).toFixed(1) })}
        </p>
      )}

      <div className={styles.actions}>
        {taken ? (
          <>
            <Button variant="secondary" size="lg" onClick={retake} disabled={saving}>
              {t('media.capture.retake')}
            </Button>
            <Button size="lg" onClick={() => void keepTaken()} loading={saving}>
              {t(taken.kind === 'photo' ? 'media.capture.useThisPhoto' : 'media.capture.useThisVideo')}
            </Button>
          </>
        ) : mode === 'photo' ? (
          <Button size="lg" onClick={() => void takePhoto()} disabled={camera.status !== 'live'}>
            {t('media.capture.take')}
          </Button>
        ) : recording ? (
          <Button size="lg" variant="danger" onClick={stopRecording}>
            {t('media.capture.stopRecording')}
          </Button>
        ) : (
          <Button size="lg" onClick={startRecording} disabled={camera.status !== 'live'}>
            {t('media.capture.startRecording')}
          </Button>
        )}
      </div>
    </div>
  );
}

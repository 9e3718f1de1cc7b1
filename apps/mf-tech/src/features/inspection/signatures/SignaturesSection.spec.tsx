import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash, webcrypto } from 'node:crypto';
import { signedContent, type InspectionDocument, type Signature } from '@irrigo/contracts';
import { initI18n, setLanguage, whenTranslationsLoaded } from '@irrigo/i18n';
import { renderWithProviders } from '@irrigo/test-web';
import { replaceDeviceDatabaseForTests } from '../../../device-store';
import { freshDeviceDatabase } from '../../../device-store/testing';
import '../i18n';
import { SectionHarness, testDocument, type DocumentProbe } from '../media/testing';
import { SignaturesSection } from './SignaturesSection';

/** jsdom draws nothing: a 2D context that accepts every call, so signature_pad runs its real stroke logic. */
function fakeContext(): CanvasRenderingContext2D {
  const values: Record<string | symbol, unknown> = {};
  return new Proxy(values, {
    get: (target, key) => (key in target ? target[key] : (target[key] = jest.fn())),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

let probe: DocumentProbe;
let setDocument: (recipe: (draft: InspectionDocument) => void) => void;

beforeAll(() => {
  // jsdom has no WebCrypto digest; Node's is the same standard API.
  Object.defineProperty(globalThis.crypto, 'subtle', { configurable: true, value: webcrypto.subtle });
});

beforeEach(async () => {
  freshDeviceDatabase();
  initI18n();
  await setLanguage('en');
  await whenTranslationsLoaded();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext() as never);
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(192);
});

afterEach(() => replaceDeviceDatabaseForTests(null));

function renderSignatures(initial = testDocument(), { readOnly = false } = {}) {
  probe = { current: initial };
  renderWithProviders(
    <SectionHarness initial={initial} readOnly={readOnly} probe={probe}>
      {(props) => {
        setDocument = props.change;
        return <SignaturesSection {...props} />;
      }}
    </SectionHarness>,
  );
}

/** A stroke with the mouse (jsdom has no PointerEvent, so signature_pad listens to mouse events). */
function drawOn(canvas: HTMLElement) {
  fireEvent.mouseDown(canvas, { buttons: 1, clientX: 20, clientY: 40 });
  for (const [x, y] of [
    [40, 60],
    [70, 50],
    [110, 80],
    [150, 45],
  ])
    fireEvent.mouseMove(canvas, { buttons: 1, clientX: x, clientY: y });
  fireEvent.mouseUp(canvas, { buttons: 0, clientX: 160, clientY: 50 });
}

const block = (name: string) => screen.getByRole('article', { name });

describe('signing the inspection', () => {
  it('saves the drawing as SVG with who signed, when, and the SHA-256 of what was signed', async () => {
    renderSignatures();
    const u = userEvent.setup();
    const technician = block('Technician signature');
    expect(within(technician).getByRole('textbox', { name: 'Name of the person signing' })).toHaveValue('Luis Ortega');

    drawOn(within(technician).getByRole('img', { name: 'Sign here' }));
    await u.click(within(technician).getByRole('button', { name: 'Save signature' }));

    await waitFor(() => expect(probe.current.signatures.technician).not.toBeNull());
    const saved = probe.current.signatures.technician as Signature;
    expect(saved.signerName).toBe('Luis Ortega');
    expect(saved.svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(saved.svg).toContain('<path');
    expect(Date.now() - Date.parse(saved.signedAt)).toBeLessThan(60_000);
    expect(saved.contentHash).toBe(createHash('sha256').update(signedContent(probe.current)).digest('hex'));
    expect(probe.current.signatures.customer).toBeNull();

    const image = within(technician).getByRole('img', { name: 'Signature of Luis Ortega' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(within(technician).getByText(/^Signed by Luis Ortega on /)).toBeInTheDocument();
    expect(within(technician).getByRole('button', { name: 'Sign again' })).toBeInTheDocument();
  });

  it('Clear wipes the drawing, so there is nothing to save until the customer signs again', async () => {
    renderSignatures();
    const u = userEvent.setup();
    const customer = block('Customer signature');
    expect(within(customer).getByRole('textbox', { name: 'Name of the person signing' })).toHaveValue('Ana Ruiz');
    const clear = within(customer).getByRole('button', { name: 'Clear' });
    expect(clear).toBeDisabled();

    drawOn(within(customer).getByRole('img', { name: 'Sign here' }));
    expect(clear).toBeEnabled();
    await u.click(clear);
    expect(clear).toBeDisabled();

    await u.click(within(customer).getByRole('button', { name: 'Save signature' }));
    expect(within(customer).getByRole('alert')).toHaveTextContent('Draw the signature first.');
    expect(probe.current.signatures.customer).toBeNull();

    drawOn(within(customer).getByRole('img', { name: 'Sign here' }));
    await u.click(within(customer).getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(probe.current.signatures.customer?.signerName).toBe('Ana Ruiz'));
  });

  it('asks for the signer’s name', async () => {
    renderSignatures();
    const u = userEvent.setup();
    const customer = block('Customer signature');
    await u.clear(within(customer).getByRole('textbox', { name: 'Name of the person signing' }));
    drawOn(within(customer).getByRole('img', { name: 'Sign here' }));
    await u.click(within(customer).getByRole('button', { name: 'Save signature' }));
    expect(within(customer).getByRole('alert')).toHaveTextContent('Enter the name of the person signing.');
    expect(probe.current.signatures.customer).toBeNull();
  });

  it('keeps the drawing when the pad is resized (an iPad turned)', async () => {
    const observers: ResizeObserverCallback[] = [];
    const Original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      renderSignatures();
      const u = userEvent.setup();
      const customer = block('Customer signature');
      const canvas = within(customer).getByRole('img', { name: 'Sign here' }) as HTMLCanvasElement;
      drawOn(canvas);
      expect(canvas.width).toBe(400);

      jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(700);
      act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)));
      expect(canvas.width).toBe(700);

      await u.click(within(customer).getByRole('button', { name: 'Save signature' }));
      await waitFor(() => expect(probe.current.signatures.customer?.svg).toContain('<path'));
      expect(probe.current.signatures.customer?.svg).toContain('viewBox="0 0 700 192"');
    } finally {
      window.ResizeObserver = Original;
    }
  });

  it('tells keyboard users that signing needs a finger, a stylus or a mouse', () => {
    renderSignatures();
    expect(within(block('Customer signature')).getByRole('img', { name: 'Sign here' })).toHaveAccessibleDescription(
      /Sign with a finger, a stylus or a mouse\. The keyboard can't be used to sign\./,
    );
  });
});

describe('a saved signature', () => {
  const signature: Signature = {
    signerName: 'Ana Ruiz',
    signedAt: '2026-11-24T15:04:00.000Z',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1L9 9"/></svg>',
    contentHash: 'abc',
  };

  it('Sign again keeps it until a new one is saved', async () => {
    renderSignatures(testDocument((document) => (document.signatures.customer = signature)));
    const u = userEvent.setup();
    const customer = block('Customer signature');
    await u.click(within(customer).getByRole('button', { name: 'Sign again' }));
    await u.click(within(customer).getByRole('button', { name: 'Keep the saved signature' }));
    expect(within(customer).getByRole('img', { name: 'Signature of Ana Ruiz' })).toBeInTheDocument();
    expect(probe.current.signatures.customer).toEqual(signature);
  });

  it('cleared by the screen because the inspection changed: the pad is back with a note', async () => {
    renderSignatures(testDocument((document) => (document.signatures.customer = signature)));
    expect(within(block('Customer signature')).getByRole('img', { name: 'Signature of Ana Ruiz' })).toBeInTheDocument();

    act(() =>
      setDocument((draft) => {
        draft.signatures.customer = null;
      }),
    );

    const customer = block('Customer signature');
    expect(await within(customer).findByRole('status')).toHaveTextContent('The inspection changed after it was signed');
    expect(within(customer).getByRole('img', { name: 'Sign here' })).toBeInTheDocument();
    expect(within(block('Technician signature')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('read-only: shown, never a pad', () => {
    renderSignatures(
      testDocument((document) => (document.signatures.customer = signature)),
      { readOnly: true },
    );
    expect(within(block('Customer signature')).getByRole('img', { name: 'Signature of Ana Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sign here' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign again' })).not.toBeInTheDocument();
    expect(within(block('Technician signature')).getByText('Not signed yet.')).toBeInTheDocument();
  });

  it('Spanish', async () => {
    await setLanguage('es');
    await whenTranslationsLoaded();
    renderSignatures(testDocument((document) => (document.signatures.customer = signature)));
    const customer = block('Firma del cliente');
    expect(within(customer).getByText(/^Firmado por Ana Ruiz el /)).toBeInTheDocument();
    expect(within(block('Firma del técnico')).getByRole('button', { name: 'Guardar firma' })).toBeInTheDocument();
  });
});

// The e-mail the app sends, caught on this machine: the browser journeys (e2e/serve.mjs) and the page benchmark
// (scripts/bench-pages.mjs) read sign-up links from it.
import { SMTPServer } from 'smtp-server';

/** An SMTP server on a free local port that hands every message (its raw bytes) to `onMessage`; answers it. */
export async function startMailCatcher(onMessage) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        onMessage(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return smtp;
}

import { parseArgs } from "node:util";
import { createLogger, type Logger } from "../create-logger.js";
import { createRelayClient, type RelayClient } from "../relay/create-relay-client.js";
import { webhookVocabularies, type WebhookVocabularyOption } from "../vocabulary.js";
import { Webhooks } from "../webhooks.js";

export const relayCliUsage = `Usage: hostkit-webhooks-relay --url <relay URL> [--secret <secret> | --forward <local URL>] [--vocabulary host|github]

Receives webhook deliveries from a relay channel (server-sent events) on this machine.

  --url <URL>          the relay channel (or HOSTKIT_RELAY_URL)
  --secret <secret>    verify each delivery with this secret and log it (or HOSTKIT_WEBHOOK_SECRET)
  --forward <URL>      post each delivery with its headers to a local server instead,
                       e.g. http://localhost:3000/api/host/webhooks
  --vocabulary <name>  the deliveries' header names (or HOSTKIT_WEBHOOK_VOCABULARY): host (default,
                       x-host-event, x-host-delivery, x-host-signature-256) or github
                       (x-github-event, x-github-delivery, x-hub-signature-256)
  --help               show this text`;

/** The terminal a CLI run writes to. */
export interface CliConsole {
  log(message: string): void;
  error(message: string): void;
}

/**
 * Starts the relay client the arguments describe and returns it, or returns the exit code
 * after printing usage (0 for --help, 2 for wrong arguments).
 */
export function runRelayCli(args: string[], env: NodeJS.ProcessEnv, terminal: CliConsole): RelayClient | number {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        url: { type: "string" },
        secret: { type: "string" },
        forward: { type: "string" },
        vocabulary: { type: "string" },
        help: { type: "boolean" },
      },
    }));
  } catch (error) {
    return usageError(terminal, (error as Error).message);
  }
  if (values.help) {
    terminal.log(relayCliUsage);
    return 0;
  }
  const url = values.url ?? env["HOSTKIT_RELAY_URL"];
  const secret = values.secret ?? env["HOSTKIT_WEBHOOK_SECRET"];
  if (!url) return usageError(terminal, "a relay URL is required (--url or HOSTKIT_RELAY_URL)");
  const vocabulary = values.vocabulary ?? (env["HOSTKIT_WEBHOOK_VOCABULARY"] || undefined);
  if (vocabulary !== undefined && !Object.hasOwn(webhookVocabularies, vocabulary)) {
    return usageError(terminal, `--vocabulary must be host or github, got "${vocabulary}"`);
  }
  const chosen = vocabulary as WebhookVocabularyOption | undefined;
  const log = createLogger({ info: terminal.log, warn: terminal.error, error: terminal.error });
  try {
    if (values.forward !== undefined)
      return createRelayClient({ url, forward: values.forward, vocabulary: chosen, log });
    if (!secret) {
      return usageError(terminal, "a secret (--secret or HOSTKIT_WEBHOOK_SECRET) or --forward <URL> is required");
    }
    return createRelayClient({ url, webhooks: loggingWebhooks(secret, chosen, log), log });
  } catch (error) {
    return usageError(terminal, (error as Error).message);
  }
}

/** Webhooks that verify each delivery and print what arrived. */
function loggingWebhooks(secret: string, vocabulary: WebhookVocabularyOption | undefined, log: Logger): Webhooks {
  const webhooks = new Webhooks({ secret, vocabulary, log });
  webhooks.onAny(({ id, name, payload }) => {
    const action = (payload as { action?: unknown }).action;
    log.info(`received ${name}${typeof action === "string" ? `.${action}` : ""} (${id})`);
  });
  return webhooks;
}

function usageError(terminal: CliConsole, message: string): number {
  terminal.error(`hostkit-webhooks-relay: ${message}\n\n${relayCliUsage}`);
  return 2;
}

/** A text message to one UK mobile (E.164, '+447700900123'). */
export interface TextMessage {
  to: string;
  text: string;
}

/** The outside world's text-message service, behind the one call the app needs (issue 45). */
export interface TextSender {
  send(message: TextMessage): Promise<void>;
}

/** A number as a log line may show it: enough to tell two apart, not enough to ring it. */
export const maskedNumber = (e164: string) =>
  e164.length > 6 ? `${e164.slice(0, 5)}${'•'.repeat(e164.length - 7)}${e164.slice(-2)}` : '•••';

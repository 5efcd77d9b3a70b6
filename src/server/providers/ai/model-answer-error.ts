/** Why a model answer could not be used; the message goes to the log. */
export class ModelAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelAnswerError';
  }
}

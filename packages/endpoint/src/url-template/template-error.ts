/** Creates the error thrown for a malformed URI template, naming the template and the problem. */
export function templateError(template: string, problem: string): Error {
  return new Error(`Invalid url template ${JSON.stringify(template)}: ${problem}`);
}

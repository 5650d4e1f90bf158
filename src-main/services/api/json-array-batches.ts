import JSONParser from '@streamparser/json/jsonparser.js';
import TokenType from '@streamparser/json/utils/types/tokenType.js';

// GET /api/donations/ answers every donation in one JSON array (the list is not paged). Read
// whole, a million donations is ~200 MB of text plus the parsed objects twice over; parsed as
// the bytes arrive, only one batch of items is held at a time. The API client's streamDonations
// feeds it the response body and validates each item it yields.

export class JsonListError extends Error {
  override readonly name = 'JsonListError';
}

const NOT_A_LIST: Partial<Record<TokenType, string>> = {
  [TokenType.LEFT_BRACE]: 'an object',
  [TokenType.STRING]: 'a piece of text',
  [TokenType.NUMBER]: 'a number',
  [TokenType.TRUE]: 'true',
  [TokenType.FALSE]: 'false',
};

/**
 * The items of a top-level JSON array, `batchSize` (or a few more) at a time, as they arrive.
 * An empty answer or `null` is an empty list, as the client reads a list answered whole.
 */
export async function* jsonArrayBatches(
  chunks: AsyncIterable<Uint8Array | string>,
  batchSize = 1000,
): AsyncGenerator<unknown[]> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  let batch: unknown[] = [];
  let failure: Error | undefined;
  let root: TokenType | undefined;
  // keepStack false: the parser drops each item from its array once handed over.
  parser.onValue = ({ value }) => {
    if (failure) return; // the members of an object answered instead of a list are not items
    batch.push(value);
  };
  parser.onToken = ({ token }) => {
    if (root !== undefined) return;
    root = token;
    const shape = NOT_A_LIST[token];
    if (shape) failure ??= new JsonListError(`The answer is not a list (a JSON array) but ${shape}.`);
  };
  parser.onError = (error) => {
    failure ??= new JsonListError(`The answer is not valid JSON: ${error.message}`);
  };
  try {
    for await (const chunk of chunks) {
      parser.write(chunk);
      if (failure) throw failure;
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (!parser.isEnded) parser.end();
    if (failure) throw failure;
  } catch (error) {
    // The items read whole before a stall, a cut or bad JSON are handed on before the error.
    if (batch.length > 0) yield batch;
    throw error;
  }
  if (batch.length > 0) yield batch;
}

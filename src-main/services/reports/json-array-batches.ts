import JSONParser from '@streamparser/json/jsonparser.js';

// GET /api/donations/ answers every donation in one JSON array (the list is not paged). Read
// whole, a million donations is ~200 MB of text plus the parsed objects twice over; parsed as
// the bytes arrive, only one batch of items is held at a time. For the API client's
// streamDonations (see sources.ts): feed it the response body, validate each item it yields.

export class JsonListError extends Error {
  override readonly name = 'JsonListError';
}

/** The items of a top-level JSON array, `batchSize` (or a few more) at a time, as they arrive. */
export async function* jsonArrayBatches(chunks: AsyncIterable<Uint8Array | string>, batchSize = 1000): AsyncGenerator<unknown[]> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  let batch: unknown[] = [];
  let failure: Error | undefined;
  let sawRoot = false;
  // keepStack false: the parser drops each item from its array once handed over.
  parser.onValue = ({ value, key }) => {
    if (typeof key !== 'number') {
      failure ??= new JsonListError('The answer is not a list (a JSON array) but an object.');
      return;
    }
    batch.push(value);
  };
  parser.onToken = () => {
    sawRoot = true;
  };
  parser.onError = (error) => {
    failure ??= new JsonListError(`The answer is not valid JSON: ${error.message}`);
  };
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
  if (!sawRoot) throw new JsonListError('The answer was empty: a list (a JSON array) was expected.');
  if (batch.length > 0) yield batch;
}

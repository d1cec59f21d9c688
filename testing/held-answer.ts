import { act } from '@testing-library/react';

type FetchMock = jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

/**
 * A fetch answer held until the test lets it arrive (`await arrive()`): what follows it (a
 * confirmation, a refusal, a fresh list) then happens inside act. Answered at once instead, it would
 * land after user-event's click has returned, an update React reports as outside act; wrapping the
 * click itself in act nests Testing Library's own act and is reported too.
 */
export function holdAnswer(fetchMock: FetchMock, answer: Response): () => Promise<void> {
  let release: (value: Response) => void = () => undefined;
  fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
  return () => act(async () => release(answer));
}

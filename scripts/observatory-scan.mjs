// The MDN HTTP Observatory's scan (@mdn/mdn-http-observatory, src/scanner/index.js) with ports:
// its own scan() reaches only ports 80 and 443, so this runs the same retrieval, tests and grading
// on the given ones. Run by scripts/observatory.mjs with NODE_EXTRA_CA_CERTS set to the local CA
// (read by Node only at start-up). Prints the result as JSON.
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreDescription, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
const retrieved = await retrieve(hostname, { httpPort, httpsPort });
if (!retrieved.responses.auto) throw new Error(`${hostname} could not be reached`);

let withExtraCredit = 100;
let uncurved = 100;
const tests = ALL_TESTS.map((test) => {
  const result = test(retrieved);
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  return { name: result.constructor.name, pass: result.pass, result: result.result, modifier, description: result.result ? getScoreDescription(result.result) : '' };
});
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(JSON.stringify({ grade: final.grade, score: final.score, status: retrieved.responses.auto.status, url: retrieved.session?.url?.href, tests }));

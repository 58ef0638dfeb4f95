// Test files run one after the other against one platform. A file named `*.clock.test.ts` moves the platform's app
// clock forward (POST /api/testing/clock, which cannot go back), so it runs after every other file: the rest of the
// suite always sees the clock where global-setup put it.
const Sequencer = require('@jest/test-sequencer').default;

const MOVES_CLOCK = /\.clock\.test\.ts$/;

class ClockLastSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const ordered = (list) => (Array.isArray(list) ? list : [...list]);
    return Promise.resolve(sorted).then((list) => {
      const all = ordered(list);
      return [...all.filter((t) => !MOVES_CLOCK.test(t.path)), ...all.filter((t) => MOVES_CLOCK.test(t.path)).sort((a, b) => a.path.localeCompare(b.path))];
    });
  }
}

module.exports = ClockLastSequencer;

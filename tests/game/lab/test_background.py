"""The lab's background work: every kind (batch, edit run, sensitivity) starts, stops, fails and ends alike."""
from __future__ import annotations

import threading

import pytest

from game.lab.background import BackgroundWork
from game.lab.batch import BackgroundBatch
from game.lab.edit_run import EditRun, SensitivityRun


class Counting(BackgroundWork):
    """Counts until stopped by hand (or fails when told to)."""
    thread_name = "counting"

    def __init__(self, fail=False, on_end=None):
        super().__init__(on_end)
        self.fail, self.count, self.total = fail, None, 0
        self.going = threading.Event()

    def outcome(self):
        return self.count

    def _work(self):
        self.going.set()
        while not self._stop.wait(0.001):
            self.total += 1
        if self.fail:
            raise ValueError("no count")
        self.count = self.total


@pytest.mark.parametrize("kind", [BackgroundBatch, EditRun, SensitivityRun])
def test_every_background_kind_is_one_background_work(kind):
    assert issubclass(kind, BackgroundWork)
    assert "start" not in vars(kind) and "stop" not in vars(kind) and "finished" not in vars(kind)


def test_work_runs_in_its_thread_until_stopped_and_then_tells_on_end():
    ended = threading.Event()
    work = Counting(on_end=ended.set).start()
    assert work.thread.name == "counting"
    assert work.going.wait(30) and not work.finished and not work.stopping_by_hand
    work.stop()
    assert ended.wait(30)
    assert work.finished and work.stopping_by_hand and work.count == work.total and work.error is None
    assert work.seconds > 0


def test_a_failure_is_kept_as_a_sentence_and_still_ends_the_work():
    ended = threading.Event()
    work = Counting(fail=True, on_end=ended.set).start()
    work.stop()
    assert ended.wait(30)
    assert work.finished and work.count is None and work.error == "ValueError: no count"

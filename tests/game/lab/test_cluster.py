"""simulate --cluster: a batch on a Dask LocalCluster (two worker processes on 127.0.0.1) plays the games
a local run plays, keeps its cards on the workers, and loses no game when a worker dies."""
import importlib.util
import os
import pathlib
import signal
import subprocess
import sys

import pytest

from game.lab import playing
from game.lab.batch import run_batch
from tests.game.lab.test_batch import _played
from tests.game.lab.test_batch_market import CARDS, TEXT
from tests.pinned import pinned_cards

ROOT = str(pathlib.Path(__file__).resolve().parents[3])
pytestmark = pytest.mark.slow


def _install_dask():
    """The cluster extra, installed into this interpreter when it is missing (CI must have it)."""
    if importlib.util.find_spec("distributed") is not None:
        return
    run = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "-e", ".[cluster]"], cwd=ROOT,
                         capture_output=True, text=True)
    if run.returncode != 0:
        if os.environ.get("CI"):
            pytest.fail(f"cannot install the cluster extra: {run.stderr.strip()[-500:]}")
        pytest.skip("the cluster extra (dask, distributed) cannot be installed here, offline?")
    importlib.invalidate_caches()


def _local_cluster(workers: int):
    from distributed import LocalCluster
    return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                        dashboard_address=None, silence_logs=50)


@pytest.fixture(scope="module")
def cluster():
    """A scheduler with two worker processes on loopback, each given one game at a time; Dask gives a
    game up when a second worker dies playing it."""
    _install_dask()
    import dask
    with dask.config.set({"distributed.scheduler.allowed-failures": 1,
                          "distributed.scheduler.worker-saturation": 1.0}):
        with _local_cluster(2) as c:
            yield c


def market(games, address, seats=("ai:random", "ai:greedy"), **kw):
    return run_batch("market", list(seats), games, 1, CARDS, progress=False, cards_text=TEXT,
                     cluster=address, **kw)


def _games(summary):
    return [{k: v for k, v in r.items() if k not in ("seconds", "replay")} for r in summary.results]


def test_fixed_iteration_seats_play_on_any_number_of_cluster_workers_what_they_play_locally(cluster, tmp_path):
    cards = pinned_cards()
    seats = ["ai:hard@4", "ai:greedy"]

    def run(name, address=None):
        return run_batch("seize", seats, 3, 3, cards, progress=False, workers=1, cards_path=cards.path,
                         replays=str(tmp_path / name), cluster=address)
    alone = run("alone")
    on_two = run("two", cluster.scheduler_address)
    with _local_cluster(1) as one_worker:
        on_one = run("one", one_worker.scheduler_address)
    assert on_two.workers == 2 and on_one.workers == 1 and len(alone.results) == 3
    assert _played(on_two) == _played(alone) == _played(on_one)
    assert _games(on_two) == _games(alone) == _games(on_one)
    assert on_two.balance.to_json() == alone.balance.to_json()


def test_each_worker_keeps_the_card_file_it_was_sent_once(cluster):
    from distributed import Client
    summary = market(20, cluster.scheduler_address)
    assert summary.games == 20 and summary.workers == 2 and not summary.errors
    with Client(cluster.scheduler_address, set_as_default=False) as client:
        held = client.run(lambda: sorted(k for k, v in playing._CARDS.items() if not isinstance(v, str)))
    assert len(held) == 2 and all(playing.text_key(TEXT) in keys for keys in held.values())
    assert _games(summary) == _games(run_batch("market", ["ai:random", "ai:greedy"], 20, 1, CARDS,
                                               progress=False, workers=1))


def test_a_cluster_worker_killed_in_the_middle_loses_no_game(cluster, tmp_path):
    from distributed import Client
    with Client(cluster.scheduler_address, set_as_default=False) as client:
        pids = list(client.run(os.getpid).values())
    killed = []

    def kill_one(done, total):
        if not killed:
            os.kill(pids[0], signal.SIGKILL)
            killed.append(pids[0])
    summary = market(150, cluster.scheduler_address, on_progress=kill_one, replays=str(tmp_path))
    assert killed and summary.games == 150 and not summary.errors
    assert _games(summary) == _games(run_batch("market", ["ai:random", "ai:greedy"], 150, 1, CARDS,
                                               progress=False, workers=1))
    assert summary.reruns and "tcp://127.0.0.1:" in summary.reruns[0]["reason"]
    assert "whose worker was lost" in summary.text()
    assert len([f for f in os.listdir(tmp_path) if f.endswith(".yaml")]) == 150


def test_a_game_that_kills_its_cluster_workers_is_marked_failed(cluster):
    summary = market(6, cluster.scheduler_address, options={"exit_on_seed": 2})
    assert summary.games == 5 and [e["seed"] for e in summary.errors] == [2]
    assert summary.errors[0]["lost"] and "WorkerLost" in summary.text()


def test_simulate_names_a_scheduler_it_cannot_reach_in_one_line(capsys):
    _install_dask()
    from game.lab import cluster as lab_cluster
    from main import main
    lab_cluster.CONNECT_SECONDS, before = 2, lab_cluster.CONNECT_SECONDS
    try:
        assert main(["simulate", "seize", "--games", "2", "--quiet", "--cluster", "tcp://127.0.0.1:9"]) == 2
    finally:
        lab_cluster.CONNECT_SECONDS = before
    err = capsys.readouterr().err
    assert "error: cannot reach the Dask scheduler at tcp://127.0.0.1:9" in err and "Traceback" not in err

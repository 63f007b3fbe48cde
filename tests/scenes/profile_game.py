"""A Seize game played for profiles, started from the set-up screen as a person would."""
from game.seize import profiles
from scenes.setup import SetupScene
from scenes.table.driver import Driver
from scenes.table.scene import TableScene


def start_profile_seize(app, name: str = "Ann") -> TableScene:
    """A new profile ``name`` against the House, started from the Seize set-up screen: the table."""
    profiles.create_profile(name, folder=app.data_dir, cards=app.cards)
    setup = SetupScene(app, "seize")
    app.push(setup)
    Driver(app).frames(1)
    setup.panel.seats_changed(keep={0: name, 1: profiles.HOUSE})
    setup.start()
    table = app.top
    assert isinstance(table, TableScene), setup.error
    return table

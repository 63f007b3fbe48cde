"""placeholder"""
class SandboxKey:
    def __init__(self, app): self.app = app
    def update(self, dt): pass
    def draw(self, s): pass
    def handle_event(self, e): return False

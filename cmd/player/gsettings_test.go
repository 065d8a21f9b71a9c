package main

import "testing"

// TestGSettingsInMemory: the in-memory backend is chosen only where no session bus can be
// found and the user chose no backend.
func TestGSettingsInMemory(t *testing.T) {
	for _, c := range []struct {
		name string
		env  map[string]string
		bus  bool // $XDG_RUNTIME_DIR/bus exists
		want bool
	}{
		{"no bus (Xvfb)", map[string]string{}, false, true},
		{"runtime dir without a bus", map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}, false, true},
		{"a session bus", map[string]string{"DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"}, false, false},
		{"a systemd user bus", map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"}, true, false},
		{"the user's backend", map[string]string{"GSETTINGS_BACKEND": "keyfile"}, false, false},
	} {
		got := gsettingsInMemory(func(k string) string { return c.env[k] }, func(p string) bool {
			return c.bus && p == "/run/user/1000/bus"
		})
		if got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

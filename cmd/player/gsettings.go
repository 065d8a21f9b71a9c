package main

import (
	"os"
	"path/filepath"
)

// quietGSettings keeps GTK's file dialog from writing dozens of "dconf-WARNING … failed to
// commit changes to dconf" lines to stderr each time it opens where no D-Bus session bus runs
// (Xvfb, a bare X session, ssh -X): there dconf cannot store the dialog's settings anyway, so
// GLib is told to keep them in memory (GSETTINGS_BACKEND=memory). With a session bus, or a
// backend the user chose, nothing changes.
func quietGSettings() {
	if gsettingsInMemory(os.Getenv, fileExists) {
		os.Setenv("GSETTINGS_BACKEND", "memory")
	}
}

// gsettingsInMemory reports whether quietGSettings sets the in-memory backend, reading the
// environment with getenv and the file system with exists: no GSETTINGS_BACKEND set, no
// DBUS_SESSION_BUS_ADDRESS, and no bus at $XDG_RUNTIME_DIR/bus (where GLib finds a systemd
// user session's bus without the variable).
func gsettingsInMemory(getenv func(string) string, exists func(string) bool) bool {
	if getenv("GSETTINGS_BACKEND") != "" || getenv("DBUS_SESSION_BUS_ADDRESS") != "" {
		return false
	}
	if dir := getenv("XDG_RUNTIME_DIR"); dir != "" && exists(filepath.Join(dir, "bus")) {
		return false
	}
	return true
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

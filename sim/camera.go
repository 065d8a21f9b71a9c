package sim

// CameraShake is the screen shake of nukes and explosions (gameplay.py camera_shake_*
// fields, camera.py). Offset is in screen pixels, Timer in seconds until the next pulse,
// Pulses the pulses left.
type CameraShake struct {
	Offset Vec2
	Timer  float64
	Pulses int
}

// cameraShakeStart starts a shake of the given pulses, the first after timer seconds
// (camera.py camera_shake_start; the nuke uses 0x14 pulses and 0.2 s).
func (w *World) cameraShakeStart(pulses int, timer float64) {
	w.Effects.Camera.Pulses = pulses
	w.Effects.Camera.Timer = timer
}

// cameraShakeUpdate advances the camera shake by dt seconds: the timer runs down three
// times faster than dt, and each time it crosses zero a pulse jumps the offset to a new
// random spot whose range shrinks with the pulses left (camera.py camera_shake_update,
// native camera_update).
func (w *World) cameraShakeUpdate(dt float64) {
	cam := &w.Effects.Camera
	if cam.Timer <= 0 {
		cam.Offset = Vec2{}
		return
	}
	cam.Timer -= float64(dt * 3.0)
	if cam.Timer >= 0 {
		return
	}
	cam.Pulses--
	if cam.Pulses < 1 {
		cam.Timer = 0
		return
	}
	if w.BonusTimers.ReflexBoost > 0 {
		cam.Timer = 0.06
	} else {
		cam.Timer = 0.1
	}
	// The native amplitude is (pulses*0x3c)/0x14, which is pulses*3.
	maxAmp := cam.Pulses * 3
	rng := &w.Rng
	magX := rng.Rand()%maxAmp + rng.Rand()%10
	if rng.Rand()&1 == 0 {
		magX = -magX
	}
	magY := rng.Rand()%maxAmp + rng.Rand()%10
	if rng.Rand()&1 == 0 {
		magY = -magY
	}
	cam.Offset = Vec2{float64(magX), float64(magY)}
}

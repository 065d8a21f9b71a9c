package ui

import "testing"

func TestTimelineMapping(t *testing.T) {
	r := NewLayout(1280, 900).Timeline
	x0, x1 := trackSpan(r)
	for _, tick := range []int{0, 1, 1799, 3600} {
		x := TimelineX(r, 3600, tick)
		if got := TimelineTick(r, 3600, int(x+0.5)); abs(float64(got-tick)) > 3600/(x1-x0)+1 {
			t.Errorf("tick %d → x %.1f → tick %d", tick, x, got)
		}
	}
	if TimelineTick(r, 3600, -50) != 0 || TimelineTick(r, 3600, 5000) != 3600 {
		t.Error("clicks outside the track should clamp to the run")
	}
}

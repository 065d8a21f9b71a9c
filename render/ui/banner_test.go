package ui

import (
	"errors"
	"testing"
	"time"
)

// TestBannerNoticeOverAnError: a notice (F12's "Screenshot saved …") shown over an error gives
// the error back when it goes, instead of taking it away unread (a new user lost the message
// of a file that would not open); a new error or a Clear ends both.
func TestBannerNoticeOverAnError(t *testing.T) {
	var b Banner
	now := time.Now()
	b.FailTitled("This file is not a complete .crd replay", errors.New("the file is cut off"))
	b.Notice("Screenshot saved to x.png", now)
	if b.IsError() || b.Message() != "Screenshot saved to x.png" {
		t.Fatalf("the notice is not shown: %q", b.Message())
	}
	b.Expire(now.Add(noticeFor + time.Second))
	if !b.IsError() || b.Message() != "the file is cut off" || b.Title() != "This file is not a complete .crd replay" {
		t.Errorf("after the notice: error %v, %q, %q", b.IsError(), b.Title(), b.Message())
	}
	b.Notice("again", now)
	b.Clear()
	b.Expire(now.Add(noticeFor + time.Second))
	if b.Shown() {
		t.Errorf("a cleared banner shows %q", b.Message())
	}
	b.Notice("plain", now)
	b.Expire(now.Add(noticeFor + time.Second))
	if b.Shown() {
		t.Errorf("a notice over nothing leaves %q", b.Message())
	}
}

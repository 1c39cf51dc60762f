package live

import (
	"errors"
	"slices"
	"testing"
)

func recv(t *testing.T, s *Sub) []int64 {
	t.Helper()
	var ids []int64
	for {
		select {
		case e := <-s.C:
			ids = append(ids, e.ID)
		default:
			return ids
		}
	}
}

func TestHubFansOutByStore(t *testing.T) {
	h := NewHub(2, 3)
	a, _ := h.Subscribe("ada", []int64{1})
	b, _ := h.Subscribe("bo", []int64{1, 2})
	c, _ := h.Subscribe("cy", []int64{2})
	for _, e := range []Event{{ID: 10, Store: 1}, {ID: 11, Store: 2}, {ID: 12, Store: 3}, {ID: 13, Store: 1}} {
		if !h.Publish(e) {
			t.Errorf("Publish(%d) = false", e.ID)
		}
	}
	for _, tc := range []struct {
		name string
		sub  *Sub
		want []int64
	}{{"ada, store 1", a, []int64{10, 13}}, {"bo, stores 1 and 2", b, []int64{10, 11, 13}}, {"cy, store 2", c, []int64{11}}} {
		if got := recv(t, tc.sub); !slices.Equal(got, tc.want) {
			t.Errorf("%s got %v, want %v", tc.name, got, tc.want)
		}
	}
	// Twice the same id: sent once.
	if h.Publish(Event{ID: 13, Store: 1}) || len(recv(t, a)) != 0 {
		t.Error("a repeated id was sent again")
	}
}

func TestHubLimits(t *testing.T) {
	h := NewHub(2, 3)
	h.Subscribe("ada", []int64{1})
	second, _ := h.Subscribe("ada", []int64{1})
	if _, err := h.Subscribe("ada", []int64{1}); !errors.Is(err, ErrTooMany) {
		t.Errorf("a third stream of one key: %v", err)
	}
	h.Subscribe("bo", []int64{1})
	if _, err := h.Subscribe("cy", []int64{1}); !errors.Is(err, ErrFull) {
		t.Errorf("a fourth stream: %v", err)
	}
	h.Unsubscribe(second)
	h.Unsubscribe(second) // twice is harmless
	if h.Open() != 2 {
		t.Errorf("Open = %d, want 2", h.Open())
	}
	if _, err := h.Subscribe("ada", []int64{1}); err != nil {
		t.Errorf("after one ended: %v", err)
	}
	h.Close()
	if h.Open() != 0 {
		t.Errorf("after Close, Open = %d", h.Open())
	}
	if _, err := h.Subscribe("dee", []int64{1}); !errors.Is(err, ErrClosed) {
		t.Errorf("after Close: %v", err)
	}
}

// A subscriber that falls Buffer events behind is dropped; the others go
// on.
func TestHubDropsTheSlow(t *testing.T) {
	h := NewHub(5, 5)
	slow, _ := h.Subscribe("slow", []int64{1})
	fast, _ := h.Subscribe("fast", []int64{1})
	for i := range Buffer + 1 {
		h.Publish(Event{ID: int64(i + 1), Store: 1})
		recv(t, fast)
	}
	select {
	case <-slow.Done:
	default:
		t.Fatal("the slow subscriber was not dropped")
	}
	select {
	case <-fast.Done:
		t.Fatal("the fast subscriber was dropped")
	default:
	}
	if h.Open() != 1 {
		t.Errorf("Open = %d, want 1", h.Open())
	}
}

// The hub remembers the last Remembered ids, no more.
func TestHubForgetsOldIDs(t *testing.T) {
	h := NewHub(1, 1)
	for i := range Remembered + 1 {
		h.Publish(Event{ID: int64(i + 1), Store: 1})
	}
	if !h.Publish(Event{ID: 1, Store: 1}) {
		t.Error("the oldest id is still remembered")
	}
	if h.Publish(Event{ID: Remembered + 1, Store: 1}) {
		t.Error("the newest id was forgotten")
	}
}

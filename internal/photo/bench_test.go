package photo

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"image"
	"image/jpeg"
	"image/png"
	"syscall"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/photo/phototest"
)

// BenchmarkCheckBomb measures refusing the PNG of issue 18 (6320×6320,
// 16-bit RGBA, 320 MB of pixels in about 320 kB): Check reads its header
// only, and so does Clean before it refuses it.
func BenchmarkCheckBomb(b *testing.B) {
	bomb := phototest.PNGBomb(6320, 6320)
	b.Run("Check", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Check(bomb); err == nil {
				b.Fatal("the bomb passed")
			}
		}
	})
	b.Run("Clean", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Clean(context.Background(), bomb); err == nil {
				b.Fatal("the bomb passed")
			}
		}
	})
}

// photoLike fills a w×h image with a gradient and noise of so many bits,
// so that it compresses like a photo rather than like a flat colour.
func photoLike(w, h int, noise int, set func(x, y int, v uint32)) {
	seed := uint32(1)
	for y := range h {
		for x := range w {
			seed = seed*1664525 + 1013904223
			set(x, y, uint32(x*255/w+y*255/h)/2+seed>>(32-noise))
		}
	}
}

// cpuTime is the processor time the process has used, user and system:
// unlike ns/op it does not grow when other processes share the machine.
func cpuTime(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// BenchmarkCleanLargest measures the largest photos accepted, each at the
// edge of a limit: a 24-megapixel 4:2:0 JPEG to be turned upright (its
// decoded and turned pixels), a 24-megapixel 8-bit RGBA PNG and a
// 12-megapixel 16-bit RGBA PNG (96 MB of pixels each). Each is cleaned
// whole: B/op bounds the memory one photo takes (MemoryPerPhoto is 128
// MiB); cpu-ms/op is its processor time, which a busy machine stretches
// into more ns/op. Each is also abandoned 300 ms in: ms-past-deadline is
// how long Clean runs on after its context ends.
func BenchmarkCleanLargest(b *testing.B) {
	// A PNG of 24 MP within 10 MB is smooth: it gets 1 bit of noise, the JPEG 4.
	rgba := image.NewRGBA(image.Rect(0, 0, 6000, 4000))
	var jpg, png8 bytes.Buffer
	for _, noise := range []int{4, 1} {
		photoLike(6000, 4000, noise, func(x, y int, v uint32) {
			i := rgba.PixOffset(x, y)
			rgba.Pix[i], rgba.Pix[i+1], rgba.Pix[i+2], rgba.Pix[i+3] = uint8(v), uint8(v/2), uint8(255-v), 255
		})
		var err error
		if noise == 4 {
			err = jpeg.Encode(&jpg, rgba, &jpeg.Options{Quality: 90})
		} else {
			err = png.Encode(&png8, rgba)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	rgba = nil
	deep := image.NewRGBA64(image.Rect(0, 0, 4000, 3000))
	photoLike(4000, 3000, 1, func(x, y int, v uint32) {
		i := deep.PixOffset(x, y)
		copy(deep.Pix[i:i+8], []byte{uint8(v), uint8(v * 7), uint8(v / 2), 0, uint8(255 - v), 1, 255, 255})
	})
	var png16 bytes.Buffer
	if err := png.Encode(&png16, deep); err != nil {
		b.Fatal(err)
	}
	deep = nil
	for _, tt := range []struct {
		name string
		data []byte
	}{
		{"JPEG 6000×4000 4:2:0 turned", withExif(jpg.Bytes(), exifTIFF(binary.LittleEndian, 6))},
		{"PNG 6000×4000 8-bit", png8.Bytes()},
		{"PNG 4000×3000 16-bit", png16.Bytes()},
	} {
		if len(tt.data) > MaxBytes {
			b.Fatalf("%s: %d bytes, more than MaxBytes", tt.name, len(tt.data))
		}
		b.Run(tt.name+"/abandoned after 300 ms", func(b *testing.B) {
			var over time.Duration
			for b.Loop() {
				ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
				deadline, _ := ctx.Deadline()
				if _, err := Clean(ctx, tt.data); !errors.Is(err, ErrTooSlow) {
					b.Fatalf("Clean = %v, want ErrTooSlow", err)
				}
				over += time.Since(deadline)
				cancel()
			}
			b.ReportMetric(float64(over.Milliseconds())/float64(b.N), "ms-past-deadline/op")
		})
		b.Run(tt.name, func(b *testing.B) {
			b.ReportAllocs()
			start := cpuTime(b)
			for b.Loop() {
				if _, err := Clean(context.Background(), tt.data); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((cpuTime(b)-start).Milliseconds())/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(len(tt.data)), "bytes-in")
		})
	}
}

// Mirrors androidx.lifecycle.LifecycleObserver at API 35 (androidx lifecycle-common 2.8.7)
package androidx.lifecycle;

public interface LifecycleObserver {
}

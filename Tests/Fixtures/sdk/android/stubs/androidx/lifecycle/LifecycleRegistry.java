// Mirrors androidx.lifecycle.LifecycleRegistry at API 35 (androidx lifecycle-runtime 2.8.7): observers catch up on
// the events they missed when added, move down newest-first and up oldest-first, and the observer map is dropped
// once the registry reaches DESTROYED.
package androidx.lifecycle;

import androidx.annotation.MainThread;
import androidx.annotation.NonNull;

import java.lang.ref.WeakReference;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class LifecycleRegistry extends Lifecycle {
    private LinkedHashMap<LifecycleObserver, ObserverWithState> observerMap = new LinkedHashMap<>();
    private State state = State.INITIALIZED;
    private final WeakReference<LifecycleOwner> lifecycleOwner;
    private boolean handlingEvent;

    public LifecycleRegistry(@NonNull LifecycleOwner provider) { lifecycleOwner = new WeakReference<>(provider); }

    @NonNull
    public static LifecycleRegistry createUnsafe(@NonNull LifecycleOwner owner) { return new LifecycleRegistry(owner); }

    /** @deprecated Override {@link #setCurrentState(State)}. */
    @Deprecated
    @MainThread
    public void markState(@NonNull State state) { setCurrentState(state); }

    @MainThread
    public void setCurrentState(@NonNull State state) { moveToState(state); }

    public void handleLifecycleEvent(@NonNull Event event) { moveToState(event.getTargetState()); }

    @NonNull
    @Override
    public State getCurrentState() { return state; }

    public int getObserverCount() { return observerMap.size(); }

    /** Not API: the observers currently registered (for the harness's leak check). */
    List<LifecycleObserver> observersSnapshot() { return new ArrayList<>(observerMap.keySet()); }

    private void moveToState(State next) {
        if (state == next) return;
        if (state == State.INITIALIZED && next == State.DESTROYED) {
            throw new IllegalStateException("State must be at least CREATED to move to " + next + ", but was " + state
                    + " in component " + lifecycleOwner.get());
        }
        state = next;
        if (handlingEvent) return;
        handlingEvent = true;
        sync();
        handlingEvent = false;
        if (state == State.DESTROYED) observerMap = new LinkedHashMap<>();
    }

    @Override
    public void addObserver(@NonNull LifecycleObserver observer) {
        State initialState = state == State.DESTROYED ? State.DESTROYED : State.INITIALIZED;
        ObserverWithState statefulObserver = new ObserverWithState(observer, initialState);
        if (observerMap.containsKey(observer)) return;
        observerMap.put(observer, statefulObserver);
        LifecycleOwner owner = lifecycleOwner.get();
        if (owner == null) return;
        while (statefulObserver.state.compareTo(state) < 0 && observerMap.containsKey(observer)) {
            Event event = Event.upFrom(statefulObserver.state);
            if (event == null) throw new IllegalStateException("no event up from " + statefulObserver.state);
            statefulObserver.dispatchEvent(owner, event);
        }
    }

    @Override
    public void removeObserver(@NonNull LifecycleObserver observer) { observerMap.remove(observer); }

    private void sync() {
        LifecycleOwner owner = lifecycleOwner.get();
        if (owner == null) throw new IllegalStateException("LifecycleOwner of this LifecycleRegistry is already garbage collected. It is too late to change lifecycle state.");
        for (int guard = 0; guard < 20; guard++) {
            boolean down = false, up = false;
            for (ObserverWithState o : observerMap.values()) {
                if (o.state.compareTo(state) > 0) down = true;
                if (o.state.compareTo(state) < 0) up = true;
            }
            if (!down && !up) return;
            if (down) {
                List<Map.Entry<LifecycleObserver, ObserverWithState>> entries = new ArrayList<>(observerMap.entrySet());
                for (int i = entries.size() - 1; i >= 0; i--) {
                    ObserverWithState o = entries.get(i).getValue();
                    while (o.state.compareTo(state) > 0 && observerMap.containsKey(entries.get(i).getKey())) {
                        Event event = Event.downFrom(o.state);
                        if (event == null) throw new IllegalStateException("no event down from " + o.state);
                        o.dispatchEvent(owner, event);
                    }
                }
            } else {
                for (Map.Entry<LifecycleObserver, ObserverWithState> e : new ArrayList<>(observerMap.entrySet())) {
                    ObserverWithState o = e.getValue();
                    while (o.state.compareTo(state) < 0 && observerMap.containsKey(e.getKey())) {
                        Event event = Event.upFrom(o.state);
                        if (event == null) throw new IllegalStateException("no event up from " + o.state);
                        o.dispatchEvent(owner, event);
                    }
                }
            }
        }
    }

    static final class ObserverWithState {
        State state;
        final LifecycleObserver observer;

        ObserverWithState(LifecycleObserver observer, State initialState) {
            this.observer = observer;
            this.state = initialState;
        }

        @SuppressWarnings("deprecation")
        void dispatchEvent(LifecycleOwner owner, Event event) {
            State newState = event.getTargetState();
            if (newState.compareTo(state) < 0) state = newState;
            if (observer instanceof DefaultLifecycleObserver) {
                DefaultLifecycleObserver d = (DefaultLifecycleObserver) observer;
                switch (event) {
                    case ON_CREATE: d.onCreate(owner); break;
                    case ON_START: d.onStart(owner); break;
                    case ON_RESUME: d.onResume(owner); break;
                    case ON_PAUSE: d.onPause(owner); break;
                    case ON_STOP: d.onStop(owner); break;
                    case ON_DESTROY: d.onDestroy(owner); break;
                    default: throw new IllegalArgumentException("ON_ANY must not been send by anybody");
                }
            }
            if (observer instanceof LifecycleEventObserver) {
                ((LifecycleEventObserver) observer).onStateChanged(owner, event);
            } else if (!(observer instanceof DefaultLifecycleObserver)) {
                for (Method m : observer.getClass().getDeclaredMethods()) {
                    OnLifecycleEvent a = m.getAnnotation(OnLifecycleEvent.class);
                    if (a == null || (a.value() != event && a.value() != Event.ON_ANY)) continue;
                    try {
                        m.setAccessible(true);
                        Class<?>[] p = m.getParameterTypes();
                        if (p.length == 0) m.invoke(observer);
                        else if (p.length == 1) m.invoke(observer, owner);
                        else m.invoke(observer, owner, event);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        Throwable t = e.getCause();
                        if (t instanceof RuntimeException) throw (RuntimeException) t;
                        throw new RuntimeException("Failed to call observer method", t);
                    } catch (IllegalAccessException e) {
                        throw new RuntimeException(e);
                    }
                }
            }
            state = newState;
        }
    }
}

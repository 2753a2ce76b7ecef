package android.app;

import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.view.View;

public class Activity extends Context {
    public static final int RESULT_OK = -1;
    public static final int RESULT_CANCELED = 0;

    protected void onCreate(Bundle savedInstanceState) {}
    protected void onResume() {}
    protected void onPause() {}
    protected void onActivityResult(int requestCode, int resultCode, Intent data) {}

    public Intent getIntent() { return null; }
    public void setTitle(CharSequence title) {}
    public CharSequence getTitle() { return null; }
    public void setContentView(int layoutResID) {}
    public <T extends View> T findViewById(int id) { return null; }
    public void startActivity(Intent intent) {}
    public void startActivityForResult(Intent intent, int requestCode) {}
    public final void setResult(int resultCode, Intent data) {}
    public void finish() {}
    public void overridePendingTransition(int enterAnim, int exitAnim) {}
}
